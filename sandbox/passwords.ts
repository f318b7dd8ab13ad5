import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Low-cost scrypt parameters: the sandbox seeds several users at start and tests log in often;
// the format still records N so stronger hashes would verify too.
const N = 1024;
const KEYLEN = 32;

/** Hash as `scrypt$N$saltHex$hashHex`. */
export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  const hash = scryptSync(password, salt, KEYLEN, { N }).toString('hex');
  return `scrypt$${N}$${salt}$${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length, { N: Number(n) });
  return timingSafeEqual(expected, actual);
}

/**
 * docs/product/05-validation.md §5.6: the contract fixes the rule, at least 8 characters with a letter and a
 * digit.
 */
export const PASSWORD_RULE =
  'Password must be at least 8 characters long and contain at least one letter and one digit';
export function passwordOk(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
}
