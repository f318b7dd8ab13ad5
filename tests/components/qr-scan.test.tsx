// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { decodeRgba } from '../../src/components/qr-scan/decoders.ts';
import { scanQrCode } from '../../src/components/qr-scan/index.tsx';

const HASH = '0x9f2c4e1ab37d5f60c8e2a4b6d8f01325476a8b9cadef0123456789abcdef0123';

/**
 * A QR code drawn as a camera would see it: black modules on white, `scale` pixels each, with the quiet zone of
 * four modules around, as RGBA bytes (an ImageData's layout).
 */
function qrImage(text: string, scale = 4) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const margin = 4;
  const size = (modules.size + margin * 2) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y++)
        for (let x = 0; x < scale; x++) {
          const offset = (((row + margin) * scale + y) * size + (column + margin) * scale + x) * 4;
          data[offset] = data[offset + 1] = data[offset + 2] = 0;
        }
    }
  return { data, width: size, height: size };
}

describe('reading a QR code without BarcodeDetector (jsqr, loaded on use)', () => {
  it("decodes a transaction hash's QR code", async () => {
    const { data, width, height } = qrImage(HASH);
    expect(await decodeRgba(data, width, height)).toBe(HASH);
  });

  it('decodes one shown light on dark (inverted), and a payment URI as written', async () => {
    const uri = `ethereum:0x52908400098527886E0F7030069857D2E4169EE7@1?value=1e18`;
    const { data, width, height } = qrImage(uri, 3);
    for (let i = 0; i < data.length; i += 4) data[i] = data[i + 1] = data[i + 2] = 255 - data[i]!;
    expect(await decodeRgba(data, width, height)).toBe(uri);
  });

  it('says null for a picture with no code', async () => {
    const blank = new Uint8ClampedArray(120 * 120 * 4).fill(200);
    expect(await decodeRgba(blank, 120, 120)).toBeNull();
  });
});

/** A camera as getUserMedia gives it: one video track whose stop is watched. */
function fakeCamera() {
  const track = { kind: 'video', stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

const originalMediaDevices = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
const originalReadyState = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'readyState');

function withCamera(getUserMedia: () => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: spy } });
  return spy;
}

beforeEach(() => {
  // jsdom plays nothing: the picture has frames, and play() resolves
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 4 });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  // jsdom draws nothing either: without BarcodeDetector, the jsqr reader sees no frame
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  if (originalMediaDevices) Object.defineProperty(navigator, 'mediaDevices', originalMediaDevices);
  else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  if (originalReadyState) Object.defineProperty(HTMLMediaElement.prototype, 'readyState', originalReadyState);
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  vi.restoreAllMocks();
});

describe('scanQrCode: the dialog', () => {
  it('asks for the rear camera, and Cancel gives null with the camera turned off', async () => {
    const { track, stream } = fakeCamera();
    const getUserMedia = withCamera(() => Promise.resolve(stream));
    const scan = scanQrCode();
    expect(await screen.findByRole('dialog', { name: 'Scan a QR code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Camera view').tagName).toBe('VIDEO');
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await scan).toBeNull();
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives the text BarcodeDetector reads (QR codes only), and turns the camera off', async () => {
    const { track, stream } = fakeCamera();
    withCamera(() => Promise.resolve(stream));
    const formats: string[][] = [];
    let reads = 0;
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
      constructor(options: { formats: string[] }) {
        formats.push(options.formats);
      }
      // the code comes into view on the third frame
      detect = () => Promise.resolve(++reads < 3 ? [] : [{ rawValue: HASH }]);
    };
    expect(await scanQrCode()).toBe(HASH);
    expect(formats).toEqual([['qr_code']]);
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the camera is refused, offers to try again, and Close gives null', async () => {
    const { stream } = fakeCamera();
    const getUserMedia = withCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const scan = scanQrCode();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The camera is blocked for this app. Allow it in your browser's site settings, then try again.",
    );
    getUserMedia.mockImplementation(() => Promise.resolve(stream));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Camera view')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await scan).toBeNull();
  });

  it('says when there is no camera, or no camera API at all', async () => {
    withCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    let scan = scanQrCode();
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera was found on this device.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await scan).toBeNull();

    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    scan = scanQrCode();
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot use the camera here.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await scan).toBeNull();
  });

  it('turns off a camera granted after the dialog was closed', async () => {
    const { track, stream } = fakeCamera();
    let grant: (stream: MediaStream) => void = () => {};
    withCamera(() => new Promise((resolve) => (grant = resolve)));
    const scan = scanQrCode();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await scan).toBeNull();
    grant(stream);
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });
});
