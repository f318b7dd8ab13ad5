import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { signInWithCookies } from './support/sign-in.ts';
import { shellReady } from './support/shell.ts';
import { callAs } from './support/manage-api.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 34: the palette's Scan button reads a QR code with the camera and searches its text. Chromium's fake
 * camera plays a video made here of a QR code holding a crypto payment's hash (Chromium opens the file when the
 * page asks for the camera, so the test writes it once it knows the hash). Linux's Chromium has no
 * BarcodeDetector: this is jsqr's path, whose chunk is fetched only when Scan is pressed.
 */

const WIDTH = 640;
const HEIGHT = 480;
const VIDEO = join(tmpdir(), `qr-scan-e2e-${process.pid}.y4m`);

/**
 * A Y4M video (what --use-file-for-fake-video-capture plays): the QR code of `text`, black on white, centred;
 * a white picture without `text`.
 */
function writeQrVideo(text: string | null): void {
  const { modules } = QRCode.create(text ?? ' ', { errorCorrectionLevel: 'M' });
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 8));
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  // I420: the luma plane (white 235, black 16), then both chroma planes at grey (128)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (text === null || !modules.get(row, column)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale;
        luma.fill(16, start, start + scale);
      }
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(VIDEO, Buffer.concat([header, frame, frame, frame]));
}

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
  // Playwright's contexts grant no permission unless told: the user allows the camera
  permissions: ['camera'],
  viewport: { width: 390, height: 844 },
});

test.afterAll(() => rmSync(VIDEO, { force: true }));

/** Keeps the camera streams the page is given (in `window.grantedStreams`), to see them stopped. */
async function recordStreams(page: Page): Promise<void> {
  await page.evaluate(() => {
    const granted: MediaStream[] = [];
    (window as unknown as { grantedStreams: MediaStream[] }).grantedStreams = granted;
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      granted.push(stream);
      return stream;
    };
  });
}

/** The state of every camera track the page was given ('live' or 'ended'). */
const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { grantedStreams: MediaStream[] }).grantedStreams.flatMap((stream) =>
      stream.getTracks().map((track) => track.readyState),
    ),
  );

test('the camera dialog at 390 px: rear camera shown, axe clean, Cancel turns the camera off', async ({
  page,
}) => {
  writeQrVideo(null);
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await shellReady(page, 'Maya Merchant');
  await recordStreams(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await palette(page).getByRole('button', { name: 'Scan a QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan a QR code' });
  await expect(dialog.getByRole('status')).toHaveText('Looking for a QR code…');
  await expect(dialog.getByLabel('Camera view')).toBeVisible();
  expect(await trackStates(page)).toEqual(['live']);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  for (const name of ['Cancel', 'Close']) {
    const box = await dialog.getByRole('button', { name }).boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await trackStates(page)).toEqual(['ended']);
});

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const searchField = (page: Page) => page.getByRole('textbox', { name: 'Search everything' });

test("Scan reads a payment's QR code with the camera, and the palette finds the payment", async ({
  page,
}) => {
  const { results } = await callAs<{ results: { paymentId: string; txHash?: string | null }[] }>(
    page.request,
    DEMO_EMAIL.merchant,
    'GET',
    '/v1/transaction?currencyType=crypto&limit=50',
  );
  const payment = results.find((transaction) => transaction.txHash) as { paymentId: string; txHash: string };
  expect(payment, "a crypto payment with a hash in Maya's Coffee").toBeDefined();
  writeQrVideo(payment.txHash);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signInWithCookies(page, DEMO_EMAIL.merchant);
  await shellReady(page, 'Maya Merchant');
  await page.waitForLoadState('networkidle');
  const isScanCode = (url: string) => /\/(jsQR|qr-scan)-[\w-]+\.js$/.test(url);
  expect(scripts.filter(isScanCode)).toEqual([]);

  await recordStreams(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(palette(page)).toBeVisible();
  await palette(page).getByRole('button', { name: 'Scan a QR code' }).click();
  // the camera's dialog, then (the code read) the palette back with the hash searched
  await expect(page.getByRole('dialog', { name: 'Scan a QR code' })).toBeVisible();
  await expect(searchField(page)).toHaveValue(payment.txHash, { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Scan a QR code' })).toBeHidden();
  expect(scripts.filter(isScanCode).length).toBe(2);
  // the camera is off once the code is read: every track the page was given has ended
  expect(await trackStates(page)).toEqual(['ended']);
  const hit = palette(page).getByRole('button', { name: new RegExp(payment.txHash) });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/manage/transactions/${payment.paymentId}$`));
});
