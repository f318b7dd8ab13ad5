import { describe, expect, it } from 'vitest';
import {
  explorerLink,
  isSettled,
  lastReached,
  refreshDelay,
  shortHash,
} from '../../../src/features/payouts/detail/tracker.ts';

/** Issue 32, the payout tracker's rules: the timeline's last step, how often to read again, the hash and its link. */
const HASH = '3f5a9c0b1e2d4c6a8b0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e';
const NOW = Date.parse('2026-03-02T12:00:00.000Z');
const iso = (ms: number) => new Date(NOW + ms).toISOString();

describe('the payout’s timeline', () => {
  it('is reached up to its last step with a time', () => {
    const steps = (...at: (string | null)[]) =>
      (['requested', 'reviewed', 'sent', 'paid'] as const).map((step, i) => ({ step, at: at[i] ?? null }));
    expect(lastReached(steps(iso(0)))).toBe(0);
    expect(lastReached(steps(iso(0), iso(1), iso(2)))).toBe(2);
    expect(lastReached(steps(iso(0), iso(1), iso(2), iso(3)))).toBe(3);
    // a failed payout was never sent: its final step is still the last reached
    const failed = [
      { step: 'requested' as const, at: iso(0) },
      { step: 'reviewed' as const, at: iso(1) },
      { step: 'sent' as const, at: null },
      { step: 'failed' as const, at: iso(2) },
    ];
    expect(lastReached(failed)).toBe(3);
    expect(lastReached([])).toBe(-1);
  });

  it('is settled once paid or failed', () => {
    expect(['pending', 'processing', 'paid', 'failed'].map((s) => isSettled(s as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('reading an unsettled payout again', () => {
  it('every 2 s when it should land within a minute or is late, every 30 s when it is further off', () => {
    expect(refreshDelay({ status: 'processing', expectedArrival: iso(3000) }, NOW)).toBe(2000);
    expect(refreshDelay({ status: 'pending', expectedArrival: iso(60_000) }, NOW)).toBe(2000);
    expect(refreshDelay({ status: 'pending', expectedArrival: iso(-5000) }, NOW)).toBe(2000);
    expect(refreshDelay({ status: 'pending', expectedArrival: iso(60_001) }, NOW)).toBe(30_000);
    expect(refreshDelay({ status: 'processing', expectedArrival: iso(2 * 86_400_000) }, NOW)).toBe(30_000);
    // the provider did not say: as often as before
    expect(refreshDelay({ status: 'processing', expectedArrival: null }, NOW)).toBe(2000);
  });

  it('not at all once it has settled', () => {
    expect(refreshDelay({ status: 'paid', expectedArrival: iso(0) }, NOW)).toBe(false);
    expect(refreshDelay({ status: 'failed', expectedArrival: null }, NOW)).toBe(false);
  });
});

describe('the transaction hash', () => {
  it('is shortened in the middle, both ends kept', () => {
    expect(shortHash(HASH)).toBe('3f5a9c0b…3b4c5d6e');
    expect(shortHash(HASH)).toHaveLength(17);
    expect(shortHash('abc')).toBe('abc');
  });
});

describe('the explorer link', () => {
  it('is the configuration’s template with the hash in it', () => {
    expect(explorerLink('https://mempool.space/tx/{hash}', HASH)).toBe(`https://mempool.space/tx/${HASH}`);
    expect(explorerLink('https://etherscan.io/tx/0x{hash}', HASH)).toBe(`https://etherscan.io/tx/0x${HASH}`);
    expect(explorerLink('https://tronscan.org/#/transaction/{hash}', HASH)).toBe(
      `https://tronscan.org/#/transaction/${HASH}`,
    );
    expect(explorerLink('https://explorer.example/search?q={hash}&net=main', HASH)).toBe(
      `https://explorer.example/search?q=${HASH}&net=main`,
    );
    // written the same whatever case the provider sends
    expect(explorerLink('https://mempool.space/tx/{hash}', HASH.toUpperCase())).toBe(
      `https://mempool.space/tx/${HASH}`,
    );
  });

  it('is not made from anything else', () => {
    const refused: [string | null, string | null][] = [
      [null, HASH],
      ['https://mempool.space/tx/{hash}', null],
      // not https
      ['http://mempool.space/tx/{hash}', HASH],
      ['javascript:alert(1)//{hash}', HASH],
      ['data:text/html,{hash}', HASH],
      ['//mempool.space/tx/{hash}', HASH],
      // no place for the hash, or two
      ['https://mempool.space/tx/', HASH],
      ['https://mempool.space/{hash}/{hash}', HASH],
      // the hash choosing the host, or a user name that hides the real host
      ['https://{hash}.evil.example/', HASH],
      ['https://mempool.space@evil.example/tx/{hash}', HASH],
      ['https://user:pw@mempool.space/tx/{hash}', HASH],
      ['https:///{hash}', HASH],
      // a hash that is not 64 hex digits could add a path, a query or a host
      ['https://mempool.space/tx/{hash}', `${HASH.slice(1)}/`],
      ['https://mempool.space/tx/{hash}', '../../evil'],
      ['https://mempool.space/tx/{hash}', `0x${HASH.slice(2)}`],
      ['https://mempool.space/tx/{hash}', `${HASH}0`],
    ];
    for (const [template, hash] of refused)
      expect(explorerLink(template, hash), `${template} ${hash}`).toBeNull();
  });
});
