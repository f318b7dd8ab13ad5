/**
 * Reading a QR code from the camera's frames (issue 34): the browser's own `BarcodeDetector` where it reads QR
 * codes (Chrome on Android and macOS, Safari), else the `jsqr` library, which is loaded only then (its own
 * chunk: a browser with the detector never downloads it).
 */

/** What the scanner asks of a frame: the code's text, or null when the frame holds none. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?(): Promise<string[]>;
}

/** The browser's detector for QR codes, or null where there is none or it does not read them. */
async function barcodeDetector(): Promise<BarcodeDetectorInstance | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** The text of the QR code in an RGBA image (4 bytes a pixel, row by row), or null: jsqr, loaded on first use. */
export async function decodeRgba(
  data: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  // a code is printed dark on light; "attemptBoth" also reads one shown light on dark (a phone in dark mode)
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data || null;
}

/** Frames are read at most this wide: enough for a code that fills part of the view, and quick with jsqr. */
const MAX_FRAME_WIDTH = 640;

/** Reads frames by drawing them on a canvas and handing the pixels to jsqr. */
function jsqrReader(): FrameReader {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    const scale = Math.min(1, MAX_FRAME_WIDTH / (video.videoWidth || 1));
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    if (!context || width === 0 || height === 0) return Promise.resolve(null);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return decodeRgba(context.getImageData(0, 0, width, height).data, width, height);
  };
}

/** The best reader this browser has: its own detector, else jsqr. */
export async function frameReader(): Promise<FrameReader> {
  const detector = await barcodeDetector();
  if (!detector) return jsqrReader();
  return async (video) => {
    const [code] = await detector.detect(video);
    return code?.rawValue || null;
  };
}
