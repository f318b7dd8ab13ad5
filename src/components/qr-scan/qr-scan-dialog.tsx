import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/translate.ts';
import { cameraProblem, openRearCamera, stopCamera, type CameraProblem } from './camera.ts';
import { frameReader } from './decoders.ts';
import { qrScanMessages } from './messages/index.ts';

/** How often a frame is read: a code held up is found within a moment, and a phone stays cool. */
const READ_EVERY_MS = 150;

/** Starts the picture; a browser that refuses to autoplay still gives frames once the user taps, so no error. */
async function playing(view: HTMLVideoElement): Promise<void> {
  try {
    await view.play();
  } catch {
    // the frames are read whenever the picture has some
  }
}

type Phase = { name: 'starting' } | { name: 'scanning' } | { name: 'problem'; problem: CameraProblem };

interface QrScanDialogProps {
  /** the code's text once read, null when the user closes the dialog; the camera is off by then */
  onDone: (text: string | null) => void;
}

/**
 * The scanner's dialog: the camera's picture, read frame after frame until a QR code is found. The camera is
 * turned off when a code is read, when the dialog is closed and when it unmounts; a refusal (permission denied,
 * no camera, camera busy) is said in words, with a way to try again.
 */
export function QrScanDialog({ onDone }: QrScanDialogProps) {
  const t = useT(qrScanMessages);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'starting' });
  // a new attempt (Try again) starts the camera anew
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera(stream.current);
      stream.current = null;
    };
    void (async () => {
      try {
        const camera = await openRearCamera();
        // closed while the browser asked for the permission: the camera is turned off at once
        if (stopped) return stopCamera(camera);
        stream.current = camera;
        const view = video.current!;
        view.srcObject = camera;
        await playing(view);
        const read = await frameReader();
        if (stopped) return;
        setPhase({ name: 'scanning' });
        const next = async () => {
          if (stopped) return;
          const text = view.readyState >= 2 ? await read(view).catch(() => null) : null;
          if (stopped) return;
          if (text) {
            stop();
            onDone(text);
          } else timer = setTimeout(() => void next(), READ_EVERY_MS);
        };
        void next();
      } catch (error) {
        if (stopped) return;
        stop();
        setPhase({ name: 'problem', problem: cameraProblem(error) });
      }
    })();
    return stop;
  }, [attempt, onDone]);

  const close = () => {
    stopCamera(stream.current);
    stream.current = null;
    onDone(null);
  };

  return (
    <Modal
      opened
      onClose={close}
      title={t('title')}
      centered
      // above the palette, which opened it
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('hint')}</Text>
        {phase.name === 'problem' ? (
          <Alert color="red" role="alert">
            {t(phase.problem)}
          </Alert>
        ) : (
          <>
            <video
              ref={video}
              aria-label={t('cameraView')}
              muted
              playsInline
              style={{
                width: '100%',
                aspectRatio: '4 / 3',
                background: 'black',
                borderRadius: 8,
                objectFit: 'cover',
              }}
            />
            <Text size="sm" c="dimmed" role="status">
              {phase.name === 'starting' ? t('starting') : t('scanning')}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          {phase.name === 'problem' && (
            <Button
              variant="default"
              onClick={() => {
                setPhase({ name: 'starting' });
                setAttempt((count) => count + 1);
              }}
            >
              {t('tryAgain')}
            </Button>
          )}
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
