// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BALANCES_SNAPSHOT_KEY,
  balancesSnapshotOf,
} from '../../src/features/organizations/balances-snapshot.ts';
import type { Organization } from '../../src/features/organizations/queries.ts';
import { APP_MODULES, runInstantBalances, tokenFor } from '../support/run-instant-balances.ts';

/**
 * scripts/vite/instant-balances.js paints the organizations' balances as last shown before the app loads,
 * from the snapshot the app saved; it must paint only this session's screen, as text, and start the app.
 */
const organization = (fields: Partial<Organization>): Organization =>
  ({
    _id: 'org-1',
    name: 'Maya Coffee',
    userId: 'user-1',
    logo: null,
    members: [{ userId: 'user-1', name: 'Maya', email: 'maya@demo.test', role: 'owner' }],
    // 0.1 + 0.2 and 1.005: the amounts binary floating point gets wrong, printed by the money module
    testBalance: { usd: 0.3, eur: 1.005 },
    balance: { usd: 2 },
    ...fields,
  }) as unknown as Organization;

const SCOPE: { userId: string; env: 'test' | 'live'; orgId: string } = {
  userId: 'user-1',
  env: 'test',
  orgId: 'org-1',
};
const COOKIE = `access_token=${tokenFor('user-1')}; env=test; orgID=org-1`;

function save(organizations: Organization[] = [organization({})], scope = SCOPE) {
  const snapshot = balancesSnapshotOf(organizations, scope, Date.UTC(2026, 10, 24, 9, 30));
  localStorage.setItem(BALANCES_SNAPSHOT_KEY, JSON.stringify(snapshot));
  return snapshot;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  performance.clearMarks();
});

describe("the organizations page's boot script", () => {
  it('paints the balances as the app printed them, "as of" when they were read, offline marked', () => {
    const snapshot = save([organization({}), organization({ _id: 'org-2', name: 'Books', testBalance: {} })]);
    const run = runInstantBalances({ cookie: COOKIE, online: false });
    const view = run.view()!;
    expect(view).not.toBeNull();
    expect(view.querySelector('h1')!.textContent).toBe('Organizations');
    expect(view.textContent).toContain(`As of ${snapshot.asOf} (saved on this device)`);
    expect(view.querySelector('[role=status]')!.textContent).toMatch(/^You are offline\. You are seeing/);
    const cards = [...view.querySelectorAll('li[aria-label]')];
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Maya Coffee', 'Books']);
    const lines = [...cards[0]!.querySelectorAll('.iv-line')].map((line) => line.textContent);
    // SPEC §9: plus 5.26 %, 2 decimals half up (1.005 → 1.06, 0.3 → 0.32)
    expect(lines).toEqual(['EUR1.06 EUR', 'USD0.32 USD']);
    expect(cards[0]!.textContent).toContain('Current');
    expect(cards[0]!.textContent).toContain('Owner: Maya (maya@demo.test)');
    expect(cards[0]!.textContent).toContain('Test balances');
    expect(cards[1]!.textContent).toContain('No balance yet');
    expect(cards[1]!.textContent).not.toContain('Current');
  });

  it('says it is refreshing when online', () => {
    const snapshot = save();
    const view = runInstantBalances({ cookie: COOKIE }).view()!;
    expect(view.textContent).toContain(`As of ${snapshot.asOf} (saved on this device; refreshing)`);
    expect(view.querySelector('[role=status]')).toBeNull();
  });

  it('writes names as text, never markup', () => {
    save([organization({ name: '<img src=x onerror=alert(1)>' })]);
    const view = runInstantBalances({ cookie: COOKIE }).view()!;
    expect(view.querySelector('img')).toBeNull();
    expect(view.querySelector('h3')!.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('starts the app once the balances have painted, and marks that paint at its time', () => {
    save();
    const run = runInstantBalances({ cookie: COOKIE });
    expect(run.requested()).toEqual([]);
    run.reportPaint(140);
    expect(run.requested()).toEqual(APP_MODULES);
    const [mark] = performance.getEntriesByName('balances-visible', 'mark') as PerformanceMark[];
    expect(mark!.startTime).toBe(140);
    expect(mark!.detail).toEqual({ by: 'instant-balances' });
  });

  it.each([
    ['another user', { cookie: `access_token=${tokenFor('user-2')}; env=test; orgID=org-1` }],
    ['the other environment', { cookie: `access_token=${tokenFor('user-1')}; env=live; orgID=org-1` }],
    ['another current organization', { cookie: `access_token=${tokenFor('user-1')}; env=test; orgID=org-2` }],
    ['no session', { cookie: 'env=test; orgID=org-1' }],
    ['a token that is not one', { cookie: 'access_token=garbage; env=test; orgID=org-1' }],
    ['the Team tab', { cookie: COOKIE, search: '?tab=team' }],
    ['another screen', { cookie: COOKIE, pathname: '/main/dashboard/' }],
  ])('paints nothing for %s, and starts the app at once', (_case, visit) => {
    save();
    const run = runInstantBalances(visit);
    expect(run.view()).toBeNull();
    expect(run.requested()).toEqual(APP_MODULES);
  });

  it.each([
    ['nothing saved', null],
    ['a corrupt entry', '{"v":1,'],
    ['another version', JSON.stringify({ ...balancesSnapshotOf([organization({})], SCOPE, 1), v: 2 })],
    [
      'a malformed organization',
      JSON.stringify({ ...balancesSnapshotOf([], SCOPE, 1), organizations: [{}] }),
    ],
    ['no organization', JSON.stringify(balancesSnapshotOf([], SCOPE, 1))],
  ])('paints nothing with %s', (_case, saved) => {
    if (saved !== null) localStorage.setItem(BALANCES_SNAPSHOT_KEY, saved);
    const run = runInstantBalances({ cookie: COOKIE });
    expect(run.view()).toBeNull();
    expect(run.requested()).toEqual(APP_MODULES);
  });

  it('paints for live mode from a snapshot taken in live mode', () => {
    save([organization({})], { ...SCOPE, env: 'live' });
    const view = runInstantBalances({
      cookie: `access_token=${tokenFor('user-1')}; env=live; orgID=org-1`,
    }).view()!;
    expect(view.textContent).toContain('Live balances');
    expect(view.querySelector('.iv-amount')!.textContent).toBe('2.11 USD');
  });
});
