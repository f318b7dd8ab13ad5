/** Shared by the image tests: a tiny valid PNG, and uploads and fetches against a core testbed. */
import type { CoreTestbed } from './core-helpers.ts';

// a 1×1 PNG
export const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

export interface Uploaded {
  fileId: string;
  url: string;
  name: string;
}

export interface Answer {
  status: number;
  data: Uploaded | string;
  headers: Headers;
}

/**
 * POST /v1/image/upload of the 1×1 PNG, as sent from `address` (the client address the Node server would see
 * on the socket; the sandbox app reads it from the request's env, as @hono/node-server hands it over).
 */
export async function uploadPng(bed: CoreTestbed, token: string, address = '203.0.113.10'): Promise<Answer> {
  const response = await bed.sandbox.app.fetch(
    new Request('http://sandbox.test/v1/image/upload', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ fileName: 'logo.png', mimeType: 'image/png', data: PNG }),
    }),
    { incoming: { socket: { remoteAddress: address } } },
  );
  const body = (await response.json()) as { data: Uploaded | string };
  return { status: response.status, data: body.data, headers: response.headers };
}

/** The status the sandbox's stand-in for the image CDN answers for an uploaded image's name. */
export async function servedStatus(bed: CoreTestbed, name: string): Promise<number> {
  const served = await bed.sandbox.app.fetch(new Request(`http://sandbox.test/__sandbox/images/${name}`));
  await served.arrayBuffer();
  return served.status;
}
