import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import { pinnedTransport } from '../../sandbox/webhooks/transport.ts';

/**
 * Issue 46: the webhook sender's HTTP client connects to the addresses the sender resolved and checked, never to
 * a second lookup of the name, while the request still names the host: `Host` for http, SNI (and the
 * certificate's name) for https. A plain TCP server on 127.0.0.1 stands for the endpoint and records the first
 * bytes it is sent; the names below resolve nowhere, so only the pinned address can reach it.
 */
let server: Server;
let port: number;
const seen: Buffer[] = [];
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.once('data', (chunk: Buffer) => {
      seen.push(chunk);
      // an HTTP request is answered; a TLS hello is hung up on (no certificate here)
      if (chunk.subarray(0, 4).toString() === 'POST')
        socket.end('HTTP/1.1 202 Accepted\r\nContent-Length: 8\r\nConnection: close\r\n\r\naccepted');
      else socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const request = (url: string) => ({
  url,
  addresses: ['127.0.0.1'],
  headers: { 'Content-Type': 'application/json', 'Webhook-Id': 'w1' },
  body: '{"ok":true}',
  timeoutMs: 2000,
});

describe('the webhook transport', () => {
  it('posts over http to the pinned address, with the name as Host', async () => {
    seen.length = 0;
    const answer = await pinnedTransport(request(`http://pinned.invalid:${port}/hooks?x=1`));
    expect(answer).toEqual({ statusCode: 202, excerpt: 'accepted' });
    const head = seen[0]!.toString();
    expect(head).toMatch(/^POST \/hooks\?x=1 HTTP\/1\.1\r\n/);
    expect(head).toMatch(new RegExp(`\\r\\nHost: pinned\\.invalid:${port}\\r\\n`, 'i'));
    expect(head).toContain('{"ok":true}');
  });

  it('opens https to the pinned address with the name in the TLS hello (SNI)', async () => {
    seen.length = 0;
    await expect(pinnedTransport(request(`https://pinned.invalid:${port}/hooks`))).rejects.toThrow();
    expect(seen).toHaveLength(1);
    // a TLS handshake record, naming the host it wants
    expect(seen[0]![0]).toBe(0x16);
    expect(seen[0]!.includes(Buffer.from('pinned.invalid'))).toBe(true);
  });
});
