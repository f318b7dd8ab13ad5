/**
 * How a webhook is signed, one copy for the sender and the local receiver: HMAC-SHA256, keyed with the scope's
 * signing secret, of `<unix seconds>.<body>`, sent as `Webhook-Signature: t=<unix seconds>,v1=<hex>`. The time
 * is inside what is signed, so a receiver can refuse an old request replayed with its old signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Webhook-Signature';

function signatureOf(secret: string, unixSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  return `t=${unixSeconds},v1=${signatureOf(secret, unixSeconds, body)}`;
}

/** Whether `header` is a signature of `body` with `secret` (compared in constant time). */
export function signatureValid(secret: string, header: string | null | undefined, body: string): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(signatureOf(secret, t, body), 'hex'));
}
