import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_URL_ENDPOINT, MAX_IMAGE_BYTES } from '../../sandbox/image-service.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';

// a 1×1 PNG
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
  'base64',
);

interface Uploaded {
  fileId: string;
  url: string;
  name: string;
  size: number;
  mimeType: string;
}

let bed: CoreTestbed;
let token: string;
beforeAll(async () => {
  bed = await coreTestbed();
  token = (await bed.login()).access;
});
afterAll(() => bed.sandbox.close());

const upload = (body: unknown, auth = token) =>
  bed.call<Uploaded | string>('POST', '/v1/image/upload', { token: auth, body });

describe('the image service the sandbox plays', () => {
  it('names its upload endpoint in the image configuration, on the API origin', async () => {
    const reply = await bed.call<{ uploadEndpoint: string; urlEndpoint: string }>(
      'GET',
      '/v1/config/imagekit',
      {
        token,
      },
    );
    expect(reply.data.uploadEndpoint).toBe('http://sandbox.test/v1/image/upload');
    expect(reply.data.urlEndpoint).toBe(DEFAULT_IMAGE_URL_ENDPOINT);
  });

  it('stores a PNG, answers its URL under the URL endpoint and serves the same bytes back', async () => {
    const reply = await upload({ fileName: 'logo.png', mimeType: 'image/png', data: PNG });
    expect(reply.status).toBe(200);
    const image = reply.data as Uploaded;
    expect(image.mimeType).toBe('image/png');
    expect(image.size).toBe(Buffer.from(PNG, 'base64').length);
    expect(image.url).toBe(`${DEFAULT_IMAGE_URL_ENDPOINT}/${image.name}`);
    expect(image.name).toMatch(/^[0-9a-f]{24}\.png$/);

    const served = await bed.sandbox.app.fetch(
      new Request(`http://sandbox.test/__sandbox/images/${image.name}`),
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(PNG);
  });

  it('serves nothing for an unknown name', async () => {
    const served = await bed.sandbox.app.fetch(new Request('http://sandbox.test/__sandbox/images/nope.png'));
    expect(served.status).toBe(404);
  });

  it('refuses SVG and any type it does not store, with a clear message', async () => {
    for (const mimeType of ['image/svg+xml', 'image/gif', 'text/html']) {
      const reply = await upload({ fileName: 'logo', mimeType, data: SVG });
      expect(reply.status).toBe(415);
      expect(reply.data).toBe('Only PNG, JPEG or WebP images can be uploaded');
    }
  });

  it('refuses content that is not what its type claims (an SVG sent as a PNG)', async () => {
    const reply = await upload({ fileName: 'logo.png', mimeType: 'image/png', data: SVG });
    expect(reply.status).toBe(415);
    expect(reply.data).toBe('Only PNG, JPEG or WebP images can be uploaded');
  });

  it('refuses an image over 512 KB and accepts one of exactly 512 KB', async () => {
    const png = (size: number) => {
      const bytes = Buffer.alloc(size);
      Buffer.from(PNG, 'base64').copy(bytes);
      return bytes.toString('base64');
    };
    const over = await upload({ fileName: 'big.png', mimeType: 'image/png', data: png(MAX_IMAGE_BYTES + 1) });
    expect(over.status).toBe(413);
    expect(over.data).toBe('The image is larger than 512 KB');
    const limit = await upload({ fileName: 'max.png', mimeType: 'image/png', data: png(MAX_IMAGE_BYTES) });
    expect(limit.status).toBe(200);
  });

  it('refuses data that is not base64', async () => {
    const reply = await upload({ fileName: 'logo.png', mimeType: 'image/png', data: 'not base64!' });
    expect(reply.status).toBe(400);
    expect(reply.data).toBe('body.data must be the base64 of the image');
  });

  it('requires a signed-in user', async () => {
    const reply = await upload({ fileName: 'logo.png', mimeType: 'image/png', data: PNG }, '');
    expect(reply.status).toBe(401);
  });
});
