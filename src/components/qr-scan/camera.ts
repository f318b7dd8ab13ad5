/**
 * The camera for the QR code scanner (issue 34): the rear one where there is a choice (a phone's back camera
 * reads a code held in front of it), video only, and why it could not be had in words the dialog can show.
 */

/** Why the camera could not be started: each has its own message in the dialog. */
export type CameraProblem = 'denied' | 'noCamera' | 'busy' | 'unsupported' | 'failed';

/** The rear camera's stream (any camera where there is no rear one). Rejects as `getUserMedia` does. */
export function openRearCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new DOMException('', 'NotSupportedError'));
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
}

/** Turns the camera off (its light too): every track stopped. */
export function stopCamera(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** What `getUserMedia`'s refusal means for the user (its DOMException names). */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    case 'NotSupportedError':
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}
