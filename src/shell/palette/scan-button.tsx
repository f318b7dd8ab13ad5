import { ActionIcon } from '@mantine/core';
import { useT } from '../../i18n/translate.ts';
import { commandPalette } from '../../lib/command-palette.ts';
import { searchableText } from '../../lib/share/searchable-text.ts';
import { showToast } from '../../lib/toast.ts';
import { paletteMessages } from './messages/index.ts';

/** A camera icon: a QR code is read by pointing the camera at it. */
function IconScan() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M4 12h16" />
    </svg>
  );
}

/**
 * "Scan": reads a QR code with the camera and searches its text. Shown only where the browser can reach a camera
 * (`navigator.mediaDevices`); the scanner's code (and jsqr where the browser has no detector) loads when pressed.
 */
export function ScanButton({ onStart }: { onStart: () => void }) {
  const t = useT(paletteMessages);
  if (typeof navigator === 'undefined' || !navigator.mediaDevices) return null;
  // the palette steps aside for the camera's dialog (one dialog at a time), and comes back with what was read
  const scan = async () => {
    onStart();
    const { scanQrCode } = await import('../../components/qr-scan/index.tsx');
    const text = await scanQrCode();
    // a payment request's code (`ethereum:0x…?value=`) is searched by its address, as a shared text is
    if (text) commandPalette.open(searchableText({ text }));
  };
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={t('scan')}
      onClick={() => void scan().catch(() => showToast(t('scanFailed'), 'danger'))}
    >
      <IconScan />
    </ActionIcon>
  );
}
