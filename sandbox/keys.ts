import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface Keys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyPem: string;
  /** base64 of the PEM, the form the app's runtime config carries (docs/product/05-validation.md §5.1) */
  publicKeyBase64: string;
  vapid: { publicKey: string; privateKey: string };
}

function fromPem(privatePem: string, vapid: Keys['vapid']): Keys {
  const privateKey = createPrivateKey(privatePem);
  const publicKey = createPublicKey(privateKey);
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return {
    privateKey,
    publicKey,
    publicKeyPem,
    publicKeyBase64: Buffer.from(publicKeyPem).toString('base64'),
    vapid,
  };
}

function generatePrivatePem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

// Keys of in-memory sandboxes (tests only: `npm start` always has a data folder): one RSA and one VAPID pair
// per process, since generating them costs more than the rest of a sandbox's start
let memoryKeys: Keys | undefined;

/**
 * Without dataDir keys live only in memory (tests). With dataDir they are created on first start and
 * reused afterwards, so tokens and push subscriptions survive a restart.
 */
export function loadKeys(dataDir?: string): Keys {
  if (!dataDir) return (memoryKeys ??= fromPem(generatePrivatePem(), webpush.generateVAPIDKeys()));
  mkdirSync(dataDir, { recursive: true });
  const privPath = join(dataDir, 'jwt-private.pem');
  const pubPath = join(dataDir, 'jwt-public.pem');
  const vapidPath = join(dataDir, 'vapid.json');
  if (!existsSync(privPath)) writeFileSync(privPath, generatePrivatePem(), { mode: 0o600 });
  if (!existsSync(vapidPath))
    writeFileSync(vapidPath, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  const keys = fromPem(
    readFileSync(privPath, 'utf8'),
    JSON.parse(readFileSync(vapidPath, 'utf8')) as Keys['vapid'],
  );
  if (!existsSync(pubPath)) writeFileSync(pubPath, keys.publicKeyPem);
  return keys;
}
