import { exportPKCS8, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey } from 'jose';
import { createPrivateKey, createPublicKey, sign as nodeSign, type KeyObject } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { importTokenKey, verifyToken, type VerificationKey } from '../../src/session/verify-token.ts';

let privateKey: CryptoKey;
let publicPem: string;
let key: VerificationKey;
let otherPrivate: CryptoKey;
let privatePem: string;

const b64 = (text: string) => Buffer.from(text).toString('base64');
const claims = {
  type: 'access',
  organizationId: '64b000000000000000000001',
  defaultEnv: 'test',
  isAccepted: true,
  role: 'user',
};

function sign(
  alg = 'RS256',
  signingKey: CryptoKey | KeyObject | Uint8Array = privateKey,
  exp: number | string = '15m',
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg })
    .setSubject('u1')
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(signingKey);
}

beforeAll(async () => {
  ({ privateKey } = await generateKeyPair('RS256', { extractable: true }));
  privatePem = await exportPKCS8(privateKey);
  publicPem = createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }).toString();
  key = (await importTokenKey(b64(publicPem)))!;
  ({ privateKey: otherPrivate } = await generateKeyPair('RS256', { extractable: true }));
});
afterEach(() => vi.restoreAllMocks());

describe('the token matrix (docs/product/05-validation.md §5.1: RS256 with the configured key, else nothing)', () => {
  it('accepts a valid RS256 token and yields its claims', async () => {
    expect(await verifyToken(await sign(), key)).toMatchObject({ ...claims, sub: 'u1' });
  });

  it.each([
    ['alg none', async () => new UnsecuredJWT(claims).setExpirationTime('15m').encode()],
    [
      'HS256 signed with the public key as secret',
      async () => sign('HS256', new TextEncoder().encode(publicPem)),
    ],
    ['RS512 (same key pair)', async () => sign('RS512', createPrivateKey(privatePem))],
    ['expired', async () => sign('RS256', privateKey, Math.floor(Date.now() / 1000) - 60)],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await sign()).split('.');
        const forged = Buffer.from(JSON.stringify({ ...claims, role: 'master', sub: 'u1' })).toString(
          'base64url',
        );
        return `${header}.${forged}.${signature}`;
      },
    ],
    ['signed by another key', async () => sign('RS256', otherPrivate)],
    [
      'a token without exp (never expires)',
      async () => new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).setSubject('u1').sign(privateKey),
    ],
    [
      'a refresh token presented as the access token',
      async () =>
        new SignJWT({ type: 'refresh', sid: 's1' })
          .setProtectedHeader({ alg: 'RS256' })
          .setSubject('u1')
          .setJti('j1')
          .setExpirationTime('30d')
          .sign(privateKey),
    ],
    [
      'a token without a type claim',
      async () => {
        const { type: _type, ...untyped } = claims;
        return new SignJWT(untyped)
          .setProtectedHeader({ alg: 'RS256' })
          .setSubject('u1')
          .setExpirationTime('15m')
          .sign(privateKey);
      },
    ],
    [
      'a token not valid yet (nbf an hour ahead)',
      async () =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256' })
          .setSubject('u1')
          .setNotBefore('1h')
          .setExpirationTime('2h')
          .sign(privateKey),
    ],
    [
      'a header extension marked critical',
      async () => {
        // signed by hand: jose itself refuses to sign an extension it does not know
        const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const signed = `${part({ alg: 'RS256', crit: ['x-ext'], 'x-ext': 1 })}.${part({
          ...claims,
          sub: 'u1',
          exp: Math.floor(Date.now() / 1000) + 900,
        })}`;
        const signature = nodeSign('sha256', Buffer.from(signed), createPrivateKey(privatePem));
        return `${signed}.${signature.toString('base64url')}`;
      },
    ],
    [
      'a signature cut short',
      async () => {
        const token = await sign();
        return token.slice(0, -8);
      },
    ],
    ['a payload that is not JSON', async () => `${(await sign()).split('.')[0]}.bm90IGpzb24.c2ln`],
    ['an empty string', async () => ''],
    ['a random string', async () => 'not-a-token'],
    ['three garbage parts', async () => 'a.b.c'],
    ['two parts', async () => 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1MSJ9'],
    ['a 1 MB string', async () => 'a'.repeat(1024 * 1024)],
  ])('refuses %s', async (_name, make) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await verifyToken(await make(), key)).toBeNull();
  });

  it('refuses everything when no key is configured', async () => {
    expect(await verifyToken(await sign(), null)).toBeNull();
  });
});

describe('the key matrix (base64 of a PEM holding the public key header)', () => {
  it('imports the configured public key', async () => {
    expect(await importTokenKey(b64(publicPem))).not.toBeNull();
  });

  it.each([
    ['missing', undefined, 'JWT public key not configured'],
    ['empty', '', 'JWT public key not configured'],
    ['not base64', '%%% not base64 %%%', 'Invalid public key format'],
    ['without the public key header', b64('just some text'), 'Invalid public key format'],
    ['a private key', 'PRIVATE', 'Invalid public key format'],
    ['a PKCS#1 public key header', 'PKCS1', 'Invalid public key format'],
    [
      'a header with garbage inside',
      b64('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'),
      'Invalid public key format',
    ],
  ])('gives no key for a %s key, with a diagnostic log line', async (_name, raw, logged) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let value = raw;
    if (raw === 'PRIVATE') value = b64(privatePem);
    if (raw === 'PKCS1')
      value = b64(createPublicKey(publicPem).export({ type: 'pkcs1', format: 'pem' }).toString());
    expect(await importTokenKey(value)).toBeNull();
    expect(log.mock.calls.flat().join(' ')).toContain(logged);
  });
});
