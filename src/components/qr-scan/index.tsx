import { DirectionProvider, MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { QrScanDialog } from './qr-scan-dialog.tsx';

/** The scan under way: a second press of "Scan" while the dialog is open waits for the same answer. */
let current: Promise<string | null> | null = null;

/** The color scheme the app has put on the page (Mantine's attribute on <html>), for the dialog to match. */
function pageColorScheme(): 'light' | 'dark' {
  return document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light';
}

/**
 * Reads a QR code with the camera (issue 34): a dialog with the camera's picture, the text of the first QR code
 * it sees, or null when the user closes it. Imported dynamically by the palette when "Scan" is pressed, so
 * nothing of it (nor jsqr, loaded only where the browser has no BarcodeDetector) is downloaded before. The
 * dialog is a root of its own, so it can be asked for from anywhere: Mantine's styles come from the app's
 * provider, whose CSS variables (the brand's colours, the fonts) are on the page already; the direction and
 * the color scheme are the page's. The text is returned as read: the caller searches it as text.
 */
export function scanQrCode(): Promise<string | null> {
  current ??= new Promise<string | null>((resolve) => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const done = (text: string | null) => {
      current = null;
      resolve(text);
      // after this render: the dialog's own effects (the camera turned off) have run
      queueMicrotask(() => {
        root.unmount();
        container.remove();
      });
    };
    root.render(
      <DirectionProvider
        initialDirection={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}
        detectDirection={false}
      >
        <MantineProvider
          forceColorScheme={pageColorScheme()}
          withCssVariables={false}
          withGlobalClasses={false}
        >
          <QrScanDialog onDone={done} />
        </MantineProvider>
      </DirectionProvider>,
    );
  });
  return current;
}
