/**
 * A crypto payment's proof on its network: the hash of the customer's transaction and the address it was paid
 * to (Transaction `txHash` and `walletAddress`, issue 34). The sandbox derives both from a hash of the payment's
 * id, never from the seed's random sequence (the seeded data stays what existing tests know), so they are the
 * same after a restart and for payments added later. A real provider reports the network's own.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db.ts';
import { currencyInfo } from './currencies.ts';

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const digest = (purpose: string, id: string) =>
  createHash('sha512').update(`sandbox-payment-${purpose}:${id}`).digest();

/** Bytes → characters of `alphabet` (a hash's bytes are uniform enough for a sandbox's look-alike). */
const spell = (bytes: Buffer, alphabet: string, length: number) =>
  Array.from(bytes.subarray(0, length), (b) => alphabet[b % alphabet.length]).join('');

/** 64 hex digits, without Ethereum's 0x (as the provider writes payouts' hashes, payout-tracking.ts). */
function paymentTxHash(paymentDbId: string): string {
  return digest('transaction', paymentDbId).subarray(0, 32).toString('hex');
}

/** An address in the form of the currency's network: bech32 `bc1q…` (bitcoin), `0x` + 40 hex (Ethereum), `T…` (Tron). */
function paymentWalletAddress(paymentDbId: string, currency: string): string | null {
  const bytes = digest('wallet', paymentDbId);
  switch (currencyInfo(currency)?.network) {
    case 'bitcoin':
      return `bc1q${spell(bytes, BECH32, 38)}`;
    case 'ethereum':
      return `0x${bytes.subarray(0, 20).toString('hex')}`;
    case 'tron':
      return `T${spell(bytes, BASE58, 33)}`;
    default:
      return null;
  }
}

/** Both proofs of a payment, null for fiat: what the columns `tx_hash` and `wallet_address` hold. */
export function paymentProofs(
  paymentDbId: string,
  currency: string,
): { txHash: string | null; walletAddress: string | null } {
  const walletAddress = paymentWalletAddress(paymentDbId, currency);
  return { txHash: walletAddress ? paymentTxHash(paymentDbId) : null, walletAddress };
}

/** Gives the crypto payments of a database made before the columns existed their proofs. */
export function fillMissingPaymentProofs(db: Db): void {
  const rows = db
    .prepare(`SELECT _id, currency FROM transactions WHERE currency_type = 'crypto' AND tx_hash IS NULL`)
    .all() as { _id: string; currency: string }[];
  const set = db.prepare('UPDATE transactions SET tx_hash = ?, wallet_address = ? WHERE _id = ?');
  db.transaction(() => {
    for (const row of rows) {
      const proofs = paymentProofs(row._id, row.currency);
      if (proofs.txHash) set.run(proofs.txHash, proofs.walletAddress, row._id);
    }
  })();
}
