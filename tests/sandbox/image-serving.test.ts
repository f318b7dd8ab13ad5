import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebServer } from '../../sandbox/web-server.ts';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { uploadPng, type Uploaded } from './image-helpers.ts';

/**
 * Issue 28, point 1: an uploaded image is served as an image and nothing else, through `npm start`'s one
 * server: its own CSP (no script, sandboxed, even opened on its own), nosniff, and bytes that are PNG, JPEG or
 * WebP whatever the database row claims.
 */
let t: CoreTestbed;
let server: ReturnType<typeof createWebServer>;
let token: string;
beforeAll(async () => {
  t = await coreTestbed();
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  server = createWebServer({
    provider: t.sandbox.app,
    distDir: dist,
    runtimeConfig: {
      apiBaseUrl: '',
      jwtPublicKey: t.sandbox.publicKeyBase64,
      vapidPublicKey: t.sandbox.vapidPublicKey,
      imageUrlEndpoint: 'https://ik.imagekit.io/sandbox',
    },
  });
  token = (await t.login()).access;
});
afterAll(() => t.sandbox.close());

describe('an uploaded image served by npm start', () => {
  it("keeps its own policy (default-src 'none'; sandbox) and nosniff, not the app's", async () => {
    const image = (await uploadPng(t, token)).data as Uploaded;
    const served = await server.request(`/__sandbox/images/${image.name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('serves only PNG, JPEG or WebP bytes: a stored row whose bytes are an SVG is not served', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    t.sandbox.db
      .prepare(
        `INSERT INTO images (file_id, name, mime_type, bytes, uploaded_by, created_at)
         VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'aaaaaaaaaaaaaaaaaaaaaaaa.png', 'image/png', ?, 'someone', ?)`,
      )
      .run(svg, t.now().toISOString());
    const served = await server.request('/__sandbox/images/aaaaaaaaaaaaaaaaaaaaaaaa.png');
    expect(served.status).toBe(404);
    expect(await served.text()).not.toContain('<svg');
  });
});
