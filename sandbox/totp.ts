import { Secret, TOTP } from 'otpauth';
import type { Db } from './db.ts';

const ISSUER = 'Payments Sandbox';

function totpFor(secret: string, label = 'user'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The current code for a secret (tests and seed docs use it). */
export function currentCode(secret: string, now: Date): string {
  return totpFor(secret).generate({ timestamp: now.getTime() });
}

/**
 * Accepts a code within ±1 step and records its time step, so the same code (same step)
 * is rejected the second time: a captured code cannot be replayed.
 */
export function consumeTotp(db: Db, userId: string, secret: string, code: string, now: Date): boolean {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return false;
  const counter = totp.counter({ timestamp: now.getTime() }) + delta;
  const res = db
    .prepare('INSERT OR IGNORE INTO used_totp (user_id, counter, used_at) VALUES (?, ?, ?)')
    .run(userId, counter, now.toISOString());
  return res.changes === 1;
}
