import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';

/**
 * A request body is refused with 413 by its declared size before anything reads it, and a body without a
 * declared size (chunked) is read only up to the limit: big bodies cannot fill the server's memory, and
 * nobody needs to be signed in to be refused.
 */
const LIMIT = 1_000_000;
const CHUNK = 64 * 1024;
const TOO_LARGE = 'Request body too large (at most 1000000 bytes)';
let t: CoreTestbed;
let token: string;

beforeAll(async () => {
  t = await coreTestbed();
  token = (await t.login()).access;
});

/** A body of `total` bytes that counts how much of it the server pulled. */
function countingBody(total: number) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        pulled.bytes += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

async function send(
  method: string,
  path: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  const res = await t.sandbox.app.fetch(
    new Request(`http://sandbox.test${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
  return {
    status: res.status,
    headers: res.headers,
    json: (await res.json()) as { code: number; data: string },
  };
}

describe('request body size', () => {
  it('refuses a declared Content-Length over the limit without reading the body, before authentication', async () => {
    const { stream, pulled } = countingBody(50_000_000);
    const r = await send('PATCH', '/v1/user/update-profile', stream, { 'Content-Length': '50000000' });
    expect([r.status, r.json]).toEqual([413, { code: 0, data: TOO_LARGE }]);
    expect(r.headers.get('Cache-Control')).toBe('no-store');
    expect(pulled.bytes).toBe(0);
  });

  it('stops reading a chunked body (no Content-Length) at the limit, before authentication', async () => {
    const { stream, pulled } = countingBody(50_000_000);
    const r = await send('POST', '/v1/auth/login', stream);
    expect([r.status, r.json]).toEqual([413, { code: 0, data: TOO_LARGE }]);
    expect(pulled.bytes).toBeLessThanOrEqual(LIMIT + 2 * CHUNK);
    const unauthenticated = countingBody(50_000_000);
    expect((await send('PATCH', '/v1/user/update-profile', unauthenticated.stream)).status).toBe(413);
  });

  it('still accepts a chunked body under the limit', async () => {
    const body = new TextEncoder().encode(JSON.stringify({ name: 'Chunked Name' }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(body.slice(0, 5));
        controller.enqueue(body.slice(5));
        controller.close();
      },
    });
    const r = await send('PATCH', '/v1/user/update-profile', stream, { Authorization: `Bearer ${token}` });
    expect(r.status).toBe(200);
    expect((r.json.data as unknown as { name: string }).name).toBe('Chunked Name');
  });
});

describe('request body size over a real connection', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: t.sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Streams a chunked body until the server answers (or `cap` bytes are sent); the server decides when. */
  function postChunked(
    cap: number,
  ): Promise<{ status: number; connection?: string; body: string; sent: number }> {
    return new Promise((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/v1/auth/login',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => {
          resolve({ status: res.statusCode!, connection: res.headers.connection, body, sent });
          req.destroy();
        });
      });
      // the server may close the connection once it has answered: that is what it should do
      req.on('error', (err) => {
        if (!answered) reject(err);
      });
      const chunk = Buffer.alloc(CHUNK, 0x20);
      const writeMore = () => {
        while (!answered && sent < cap) {
          sent += CHUNK;
          if (!req.write(chunk)) return void req.once('drain', writeMore);
        }
        if (!answered) req.end();
      };
      writeMore();
    });
  }

  it('answers 413 to an endless chunked upload instead of reading it all', async () => {
    const cap = 64_000_000;
    const r = await postChunked(cap);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toEqual({ code: 0, data: TOO_LARGE });
    // answered while the client was still sending, not after the whole body
    expect(r.sent).toBeLessThan(cap);
    // and the server ends the connection rather than draining the rest of the upload
    expect(r.connection).toBe('close');
  });
});
