import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, logoutTarget, safeNextPath } from '../../src/session/next-path.ts';

/** A stand-in for the router's matcher: the app's real route patterns. */
const ROUTES = [
  /^\/main\/dashboard\/$/,
  /^\/manage\/apikey\/$/,
  /^\/manage\/payout\/[^/]+$/,
  /^\/manage\/profile$/,
];
const isRoute = (pathname: string) => ROUTES.some((route) => route.test(pathname));

describe('the next= matrix: same-origin paths that match a route, else the dashboard', () => {
  it.each([
    ['/manage/apikey/', '/manage/apikey/'],
    [
      '/manage/payout/64b000000000000000000001?showPayment=true',
      '/manage/payout/64b000000000000000000001?showPayment=true',
    ],
    ['/manage/profile#password', '/manage/profile#password'],
  ])('honours %s', (next, expected) => {
    expect(safeNextPath(next, isRoute)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/main/dashboard/'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example'],
    ['https://evil.example/main/dashboard/'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['%2F%2Fevil.example'],
    ['/%2F%2Fevil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/unknown/page'],
    ['/'],
    ['/?next=//evil.example'],
    [''],
    [undefined],
    [42],
    [['/manage/apikey/']],
    ['/' + 'a'.repeat(5000)],
  ])('sends %j to the dashboard', (next) => {
    expect(safeNextPath(next, isRoute)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('decoded once by the router, an encoded //evil.example is still refused', () => {
    expect(safeNextPath(decodeURIComponent('%2F%2Fevil.example'), isRoute)).toBe(DEFAULT_AFTER_LOGIN);
  });
});

describe('the logout redirect rule (docs/product/02-screens.md §2.3)', () => {
  it.each([
    ['/main/dashboard/', '/?next=%2Fmain%2Fdashboard%2F'],
    ['/manage/payout/64b000000000000000000001', '/?next=%2Fmanage%2Fpayout%2F64b000000000000000000001'],
    ['/a/b/c/d', '/?next=%2Fa%2Fb%2Fc%2Fd'],
    ['/a/b/c/d/', '/?next=%2Fa%2Fb%2Fc%2Fd%2F'],
    ['/', '/?next=%2F'],
  ])('keeps %s (4 segments or fewer) as next', (path, expected) => {
    expect(logoutTarget(path)).toBe(expected);
  });

  it.each([['/a/b/c/d/e'], ['/manage/payout/64b000000000000000000001/payments/2'], ['/a/b/c/d/e/f/']])(
    'goes to / from %s (more than 4 segments)',
    (path) => {
      expect(logoutTarget(path)).toBe('/');
    },
  );
});
