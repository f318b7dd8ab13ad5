/**
 * Issue 13: the sandbox's Web Push reaches a push service encrypted and VAPID-signed, and what it carries is the
 * contract's PushPayoutMessage. Issue 32: a payout is pushed once, when it is paid (or failed); its creation and
 * processing step are its timeline, not news.
 *
 * No push service is reachable here, so this test is one: a small HTTPS server on localhost (web-push only
 * speaks https) with a self-signed certificate that the sandbox trusts through NODE_EXTRA_CA_CERTS. The sandbox
 * is the real `npm start` server (sandbox/serve.ts) in a child process with its real sender (web-push), the
 * test-only endpoint rule (SANDBOX_TEST_PUSH_ENDPOINTS=1) and short payout steps (SANDBOX_PAYOUT_STEP_MS); it
 * needs no build, only a page to serve. The endpoint checks the VAPID JWT (RFC 8292) against the key of
 * /config.json and decrypts the aes128gcm body (RFC 8291, RFC 8188) with the subscription's private key.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpsServer, type Server } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

const STEP_MS = 400;

/** One request that reached the push endpoint, as it came over the wire. */
interface Delivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's subscription: its ECDH key pair (P-256) and auth secret, as PushSubscription.toJSON() shows it. */
interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
}

const dir = mkdtempSync(join(tmpdir(), 'push-delivery-'));
const deliveries: Delivery[] = [];
let endpointServer: Server;
let endpointOrigin: string;
let sandbox: ChildProcess;
let appUrl: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A self-signed certificate for localhost (openssl, as on any developer machine and CI image here). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer; certFile: string } {
  const keyFile = join(dir, 'endpoint-key.pem');
  const certFile = join(dir, 'endpoint-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

async function waitUntilAnswering(url: string, child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in 30 s`);
}

beforeAll(async () => {
  const { key, cert, certFile } = selfSignedCertificate();
  endpointServer = createHttpsServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST')
        deliveries.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      // a push service's answer to an accepted message
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => endpointServer.listen(0, '127.0.0.1', resolve));
  endpointOrigin = `https://localhost:${(endpointServer.address() as AddressInfo).port}`;

  // the server of `npm start` wants a build to serve; the API needs none, so a page stands for it
  const distDir = join(dir, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>push test</title>');
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_DIR: join(dir, 'data'),
      DIST_DIR: distDir,
      SANDBOX_TEST_PUSH_ENDPOINTS: '1',
      SANDBOX_PAYOUT_STEP_MS: String(STEP_MS),
      // the push endpoint's certificate, trusted by the sandbox's own process only
      NODE_EXTRA_CA_CERTS: certFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilAnswering(`${appUrl}/config.json`, sandbox);
}, 60_000);

afterAll(async () => {
  if (sandbox && sandbox.exitCode === null) {
    const exited = new Promise((resolve) => sandbox.once('exit', resolve));
    sandbox.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => endpointServer?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A JSON call to the sandbox's API; `data` of its envelope. */
async function api<T>(
  method: string,
  path: string,
  init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json()) as { data: T };
  return { status: response.status, data: json.data };
}

function newSubscriber(path: string): Subscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint: `${endpointOrigin}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

/**
 * The VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by the key's private
 * half, for the endpoint's origin, not expired and at most 24 hours ahead, with a contact. Returns the claims.
 */
function checkVapid(authorization: string | undefined, vapidPublicKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([^,\s]+)$/.exec(authorization ?? '');
  expect(match, `Authorization: ${authorization}`).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(vapidPublicKey);
  const [header, claims, signature] = jwt!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const point = Buffer.from(vapidPublicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed, 'the JWT is signed by the VAPID key').toBe(true);
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  const now = Date.now() / 1000;
  expect(payload.aud).toBe(endpointOrigin);
  expect(payload.exp).toBeGreaterThan(now);
  expect(payload.exp).toBeLessThanOrEqual(now + 24 * 3600);
  expect(payload.sub).toMatch(/^(mailto:|https:)/);
  return payload;
}

/**
 * Decrypts an aes128gcm Web Push body (RFC 8291 §3.4, RFC 8188 §2): a header (salt, record size, the
 * sender's ephemeral public key as key id), then one record; the keys come from ECDH between the subscription's
 * private key and the sender's, mixed with the auth secret.
 */
function decrypt(body: Buffer, subscriber: Subscriber): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  expect(idLength).toBe(65);
  const record = body.subarray(21 + idLength);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const uaPublic = subscriber.ecdh.getPublicKey();
  const sharedSecret = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // the last record: the content, the delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end], 'the last record ends with the delimiter 2').toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The contract's PushMessage, as a validator (the contract test's way: Ajv 2020 over the components). */
function pushMessageValidator(schema: 'PushMessage' | 'PushPayoutMessage') {
  const spec = parse(readFileSync('openapi/provider.yaml', 'utf8')) as { components: unknown };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'provider', components: spec.components });
  const validate = ajv.compile({ $ref: `provider#/components/schemas/${schema}` });
  return (message: unknown) => {
    expect(validate(message), ajv.errorsText(validate.errors)).toBe(true);
  };
}

interface PushPayoutMessage {
  type: string;
  notificationId: string | null;
  quiet: boolean;
  orgId: string;
  env: string;
  data: { amount: number; currency: string; endDate: string; payoutId: string; status?: string };
}

describe('Web Push from the sandbox to a push service', () => {
  it('sends a payout’s final event encrypted and VAPID-signed: paid, and nothing before it', async () => {
    const config = (await (await fetch(`${appUrl}/config.json`)).json()) as { vapidPublicKey: string };
    const login = await api<{ user: { _id: string }; tokens: { access: { token: string } } }>(
      'POST',
      '/v1/auth/login',
      { body: { email: DEMO_EMAIL.merchant, password: DEMO_PASSWORD } },
    );
    const token = login.data.tokens.access.token;
    const subscriber = newSubscriber('/push/merchant-phone');
    expect((await api('POST', '/v1/push/subscribe', { token, body: subscriber.json })).status).toBe(200);

    const endDate = new Date().toISOString().slice(0, 10);
    const created = await api<{ _id: string; netAmount: number; currency: string; endDate: string }>(
      'POST',
      '/v1/payout/create?currency=USD',
      {
        token,
        headers: { 'Idempotency-Key': 'push-delivery-0001' },
        body: { endDate, currencyCategory: 'fiat' },
      },
    );
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const payoutId = created.data._id;

    // the payout's events, taken from whatever else reaches the endpoint (other events of the demo data)
    const forThePayout = () =>
      deliveries
        .map((delivery) => ({ delivery, message: JSON.parse(decrypt(delivery.body, subscriber)) }))
        .filter(({ message }) => (message as PushPayoutMessage).data?.payoutId === payoutId);
    const deadline = Date.now() + 10_000;
    while (forThePayout().length < 1 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // a further step would come STEP_MS later: wait as long, so a push too many would be seen
    await new Promise((resolve) => setTimeout(resolve, 2 * STEP_MS));
    const events = forThePayout();
    expect(events.map(({ message }) => (message as PushPayoutMessage).data.status)).toEqual(['paid']);

    const validatePayout = pushMessageValidator('PushPayoutMessage');
    const validateAny = pushMessageValidator('PushMessage');
    const notifications = await api<{ results: { _id: string; data: { payoutId: string } }[] }>(
      'GET',
      '/v1/notification',
      { token },
    );
    for (const { delivery, message } of events) {
      // on the wire: to the subscription's endpoint, encrypted, signed, with a lifetime
      expect(delivery.path).toBe('/push/merchant-phone');
      expect(delivery.headers['content-encoding']).toBe('aes128gcm');
      expect(delivery.headers['content-type']).toBe('application/octet-stream');
      expect(Number(delivery.headers.ttl)).toBeGreaterThan(0);
      expect(delivery.body.includes(Buffer.from(payoutId)), 'the body is not plain text').toBe(false);
      checkVapid(delivery.headers.authorization as string | undefined, config.vapidPublicKey);
      // the contract's message, exactly: ids and display values, nothing else
      validatePayout(message);
      validateAny(message);
      const push = message as PushPayoutMessage;
      expect(Object.keys(push.data).sort()).toEqual(['amount', 'currency', 'endDate', 'payoutId', 'status']);
      expect(push).toMatchObject({
        type: 'payout',
        env: 'test',
        quiet: false,
        data: { amount: created.data.netAmount, currency: 'USD', payoutId },
      });
      expect(JSON.stringify(push)).not.toMatch(/token|secret|password/i);
      // each announces a notification of the bell
      expect(notifications.data.results.map(({ _id }) => _id)).toContain(push.notificationId);
    }
    expect(events).toHaveLength(1);
  }, 40_000);
});
