import 'fake-indexeddb/auto';
import { del } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberLanguageForWorker } from '../../src/shared/worker-language.ts';
import {
  rememberPrivacyForWorker,
  workerAmountsHidden,
  WORKER_PRIVACY_KEY,
} from '../../src/shared/worker-privacy.ts';
import { AppBadge } from '../../sw/app-badge.ts';
import { onPush } from '../../sw/push-handler.ts';
import { extendable, fakeScope } from '../sw/push-fake-scope.ts';

/**
 * Issue 32, privacy mode on the lock screen: while the device hides amounts, the worker writes a payout's
 * notification without its amount (the app tells it through IndexedDB, read again at each push).
 */
const PAYOUT_ID = '64b0000000000000000000af';
const payoutText = JSON.stringify({
  type: 'payout',
  notificationId: '64b000000000000000000101',
  orgId: '64b000000000000000000201',
  env: 'test',
  data: {
    amount: 1234.5,
    currency: 'usd',
    endDate: '2026-11-20T00:00:00.000Z',
    payoutId: PAYOUT_ID,
    status: 'paid',
  },
});

async function push() {
  const scope = fakeScope();
  const event = extendable({ data: { text: () => payoutText } });
  onPush(event, scope, new AppBadge({ setAppBadge: async () => undefined }));
  await event.settled();
  return scope.shown.at(-1)!;
}

beforeEach(async () => {
  await del(WORKER_PRIVACY_KEY);
  await rememberLanguageForWorker('en');
});

describe('push notifications in privacy mode', () => {
  it('carry the amount until the app says amounts are hidden, then none in title or body', async () => {
    expect(await workerAmountsHidden()).toBe(false);
    expect((await push()).title).toBe('Payout of 1,234.50 USD');

    await rememberPrivacyForWorker(true);
    const hidden = await push();
    expect(hidden.title).toBe('Payout in USD');
    expect(hidden.options?.body).toBe('Paid · Period ending 20 Nov 2026 · PayDesk');
    expect(`${hidden.title} ${hidden.options?.body}`).not.toMatch(/1[,.]?234/);
    // still a link to the payout: the amount is behind the app's own privacy mode there
    expect(hidden.options?.data).toMatchObject({
      url: `/manage/payout/${PAYOUT_ID}?showPayment=true&org=64b000000000000000000201&env=test`,
    });

    await rememberPrivacyForWorker(false);
    expect((await push()).title).toBe('Payout of 1,234.50 USD');
  });

  it('in every language of the worker', async () => {
    await rememberPrivacyForWorker(true);
    await rememberLanguageForWorker('fr');
    expect((await push()).title).toBe('Virement en USD');
    await rememberLanguageForWorker('ar');
    expect((await push()).title).toBe('تسوية بعملة USD');
  });
});
