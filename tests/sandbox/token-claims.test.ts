/**
 * Issue 7 item 17 (sandbox side): a token signed with the right key still has to be a well-formed token of the
 * right kind: no `exp` means no expiry, so it is refused; a refresh token is never an access token (and back).
 */
import { SignJWT, type JWTPayload } from 'jose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { loadKeys, type Keys } from '../../sandbox/keys.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

const NOW = new Date('2026-03-02T12:00:10.000Z');
let dir: string;
let sandbox: Sandbox;
let keys: Keys;
let merchantId: string;

beforeAll(async () => {
  // the sandbox's own key (from its data folder), as if it had signed these tokens itself
  dir = mkdtempSync(join(tmpdir(), 'sandbox-claims-'));
  sandbox = await createSandbox({ dataDir: dir, now: () => NOW });
  keys = loadKeys(dir);
  merchantId = (
    sandbox.db.prepare(`SELECT _id FROM users WHERE email = ?`).get(DEMO_EMAIL.merchant) as { _id: string }
  )._id;
});
afterAll(() => {
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const iat = Math.floor(NOW.getTime() / 1000);

async function signed(claims: JWTPayload, withExp = true): Promise<string> {
  const jwt = new SignJWT({ sid: 'claims-test', ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setSubject(merchantId)
    .setIssuedAt(iat);
  if (withExp) jwt.setExpirationTime(iat + 600);
  return jwt.sign(keys.privateKey);
}

const profileStatus = async (token: string) =>
  (
    await sandbox.app.fetch(
      new Request('http://sandbox.test/v1/user/profile', { headers: { Authorization: `Bearer ${token}` } }),
    )
  ).status;

describe('access tokens the sandbox accepts', () => {
  it('accepts a well-formed access token (the baseline for the refusals below)', async () => {
    expect(await profileStatus(await signed({ type: 'access' }))).toBe(200);
  });

  it('refuses an access token without exp: it would never expire', async () => {
    expect(await profileStatus(await signed({ type: 'access' }, false))).toBe(401);
  });

  it('refuses a refresh token, or a token without a type, as an access token', async () => {
    expect(await profileStatus(await signed({ type: 'refresh', jti: 'r-1' }))).toBe(401);
    expect(await profileStatus(await signed({}))).toBe(401);
  });

  it('refuses an access token as a refresh token', async () => {
    const response = await sandbox.app.fetch(
      new Request('http://sandbox.test/v1/auth/refresh-tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: await signed({ type: 'access', jti: 'a-1' }) }),
      }),
    );
    expect(response.status).toBe(401);
  });
});
