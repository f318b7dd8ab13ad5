/**
 * The local webhook receiver of `npm start` and the tests (issue 33): a tiny HTTP server on 127.0.0.1 that the
 * sandbox may deliver to because its one exact origin is allow-listed (SANDBOX_WEBHOOK_ALLOWED_ORIGINS).
 *
 *   POST /hooks/ok          answers 200
 *   POST /hooks/fail        answers 500
 *   POST /hooks/switchable  answers as the mode says (starts failing): PUT /mode {"mode":"ok"|"fail"}
 *   GET  /received          what it received, oldest first (JSON), with whether each signature was valid
 *   DELETE /received        forgets it
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, signatureValid } from '../webhooks/signature.ts';

interface ReceivedWebhook {
  at: string;
  path: string;
  /** what the receiver answered */
  status: number;
  webhookId: string | null;
  signature: string | null;
  /** whether the signature matches the secret the receiver was given; null: it was given none */
  verified: boolean | null;
  body: string;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:<port>: the origin to allow-list */
  origin: string;
  received(): ReceivedWebhook[];
  close(): Promise<void>;
}

export interface ReceiverOptions {
  /** 0 (default): a free port the system picks */
  port?: number;
  /**
   * The signing secret to check a body's signature with, from its organization and environment (the body says
   * which); absent or undefined: signatures are recorded, not checked.
   */
  secretFor?: (scope: { orgId: string; env: string }) => string | undefined;
}

/** How many requests it keeps (the oldest go first): a long demo must not grow without bound. */
const KEEP = 500;
/** Bodies larger than this are cut: the sandbox's are a few hundred bytes. */
const MAX_BODY = 64 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      if (body.length < MAX_BODY) body += chunk;
    });
    req.on('end', () => resolve(body.slice(0, MAX_BODY)));
    req.on('error', reject);
  });
}

function verify(options: ReceiverOptions, signature: string | null, body: string): boolean | null {
  if (!options.secretFor) return null;
  let scope: { orgId?: unknown; env?: unknown } = {};
  try {
    scope = JSON.parse(body) as typeof scope;
  } catch {
    return false;
  }
  const secret =
    typeof scope.orgId === 'string' && typeof scope.env === 'string'
      ? options.secretFor({ orgId: scope.orgId, env: scope.env })
      : undefined;
  return secret === undefined ? null : signatureValid(secret, signature, body);
}

export async function startWebhookReceiver(options: ReceiverOptions = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let mode: 'ok' | 'fail' = 'fail';

  const answer = (res: ServerResponse, status: number, data: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(data));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://receiver').pathname;
    if (req.method === 'GET' && path === '/received') return answer(res, 200, received);
    if (req.method === 'DELETE' && path === '/received') {
      received.length = 0;
      return answer(res, 200, { cleared: true });
    }
    if (req.method === 'PUT' && path === '/mode') {
      const wanted = (JSON.parse((await readBody(req)) || '{}') as { mode?: unknown }).mode;
      if (wanted !== 'ok' && wanted !== 'fail') return answer(res, 400, { error: 'mode must be ok or fail' });
      mode = wanted;
      return answer(res, 200, { mode });
    }
    if (req.method === 'POST' && path.startsWith('/hooks/')) {
      const body = await readBody(req);
      const fails = path === '/hooks/fail' || (path === '/hooks/switchable' && mode === 'fail');
      const known = ['/hooks/ok', '/hooks/fail', '/hooks/switchable'].includes(path);
      const status = !known ? 404 : fails ? 500 : 200;
      const signature = req.headers[SIGNATURE_HEADER.toLowerCase()];
      const signatureText = typeof signature === 'string' ? signature : null;
      received.push({
        at: new Date().toISOString(),
        path,
        status,
        webhookId: typeof req.headers['webhook-id'] === 'string' ? req.headers['webhook-id'] : null,
        signature: signatureText,
        verified: verify(options, signatureText, body),
        body,
      });
      if (received.length > KEEP) received.shift();
      return answer(
        res,
        status,
        status === 200
          ? { received: true }
          : { error: status === 500 ? 'Failing on purpose' : 'Unknown hook' },
      );
    }
    return answer(res, 404, { error: 'Not found' });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => answer(res, 400, { error: 'Bad request' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received: () => [...received],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** WEBHOOK_RECEIVER_PORT, or 0 (a free port). */
export function receiverPortFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.WEBHOOK_RECEIVER_PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('WEBHOOK_RECEIVER_PORT must be a port number (0: any free port)');
  return port;
}
