import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { currentCode } from '../../sandbox/totp.ts';
import { DEMO_PASSWORD, signInWithCookies } from './support/sign-in.ts';
import { joinAs, newPerson, type Person } from './support/team-accounts.ts';

/**
 * Issue 33's audit log in the browser: a fresh owner (and a member of theirs) make every kind of change through
 * the API, one after another right after signing in (the step-up a fresh sign-in grants covers the money
 * moves), and the owner finds each on /manage/audit/ — who, what, from where, before → after — filters it by
 * kind and by member through the URL and the filters, and exports the filtered set as CSV.
 */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const AUDIT = '/manage/audit/';

interface Stage {
  owner: Person;
  member: Person;
  refundedPayment: string;
}

/** Signs `person` in from "Firefox on Linux" and returns the new session's access token. */
async function signInFromFirefox(request: APIRequestContext, person: Person): Promise<string> {
  const response = await request.post('/v1/auth/login', {
    data: { email: person.email, password: DEMO_PASSWORD },
    headers: { 'User-Agent': FIREFOX },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { tokens: { access: { token: string } } } }).data.tokens.access
    .token;
}

/** A call as `token` from Firefox, with the status the change answers. */
async function act<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PATCH',
  path: string,
  data: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}`, 'User-Agent': FIREFOX, ...headers },
  });
  const body = (await response.json()) as { data: T };
  expect(response.status(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(status);
  return body.data;
}

/** Every kind of change, made for a fresh owner's organization (test environment). */
async function makeEveryChange(request: APIRequestContext): Promise<Stage> {
  const owner = await newPerson(request, 'Audrey Auditor');
  const member = await newPerson(request, 'Mona Member');
  // invited (memberInvited) and accepted
  await joinAs(request, owner, member, 'viewer');

  // a payment to refund and pay out (the test servers' dev route)
  const added = await request.post('/__sandbox/payments', {
    data: {
      orgId: owner.orgId,
      env: 'test',
      amount: 420,
      currency: 'USD',
      status: 'success',
      title: 'Audit order',
    },
  });
  expect(added.status()).toBe(201);
  const paymentId = ((await added.json()) as { data: { payment: { paymentId: string } } }).data.payment
    .paymentId;

  // the owner's changes, at once after a fresh sign-in (signIn)
  const token = await signInFromFirefox(request, owner);
  await act(request, token, 'PATCH', '/v1/org/member/update/role', {
    userId: member.userId,
    role: 'developer',
  });
  const key = await act<{ _id: string }>(
    request,
    token,
    'POST',
    '/v1/user/signing-keys',
    { name: 'Audit key' },
    201,
  );
  await act(request, token, 'PATCH', `/v1/user/signing-keys/${key._id}/revoke`, {});
  await act(request, token, 'PATCH', '/v1/config/payment', {
    minimumPayoutAmount: 75,
    webhookUrl: 'https://hooks.example.com/audit',
  });
  await act(request, token, 'POST', `/v1/refund/${paymentId}`, { amount: 12.5 }, 201, {
    'Idempotency-Key': `audit-refund-${Date.now()}`,
  });
  await act(
    request,
    token,
    'POST',
    '/v1/payout/create?currency=USD',
    { currencyCategory: 'fiat', endDate: new Date().toISOString().slice(0, 10) },
    201,
    { 'Idempotency-Key': `audit-payout-${Date.now()}` },
  );

  // the member turns two-step verification on (mfaEnabled, in the owner's log too: they are a member there)
  const memberToken = await signInFromFirefox(request, member);
  const step = await act<{ id: string; challenge: string }>(
    request,
    memberToken,
    'POST',
    '/v1/auth/mfa/enroll',
    {
      password: DEMO_PASSWORD,
    },
  );
  const { secret } = await act<{ secret: string }>(request, memberToken, 'POST', '/v1/auth/mfa/set', {
    id: step.id,
    challenge: step.challenge,
  });
  await act(request, memberToken, 'POST', '/v1/auth/mfa/verify-otp', {
    id: step.id,
    challenge: step.challenge,
    otp: currentCode(secret, new Date()),
  });
  return { owner, member, refundedPayment: paymentId };
}

/** The entries on screen (a table on a wide screen), as the rows' text. */
function rowsOf(page: Page) {
  return page.getByRole('table', { name: 'Audit log' }).getByRole('row');
}

let stage: Stage;
test.beforeAll(async ({ request }) => {
  stage = await makeEveryChange(request);
});

test('finds every kind of change with who, what, from where and before → after', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithCookies(page, stage.owner.email, { path: `${AUDIT}?limit=100` });
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table).toBeVisible();
  const row = (what: string, changed?: string) => {
    let found = rowsOf(page).filter({ hasText: what });
    if (changed) found = found.filter({ hasText: changed });
    return found.first();
  };
  const firefoxSignIn = rowsOf(page)
    .filter({ hasText: 'Signed in' })
    .filter({ hasText: 'Audrey Auditor' })
    .filter({ hasText: 'Firefox 128 · Linux' });
  await expect(firefoxSignIn.first()).toContainText('Method: Password');
  await expect(row('Invited a member', `E-mail: ${stage.member.email}`)).toContainText('Role: viewer');
  await expect(row("Changed a member's role")).toContainText('Role: viewer → developer');
  await expect(row("Changed a member's role")).toContainText(stage.member.email);
  await expect(row('Created an API key')).toContainText('Name: Audit key');
  await expect(row('Revoked an API key')).toContainText('Status: active → revoked');
  await expect(row('Changed the payment configuration')).toContainText('Minimum payout: 50 → 75');
  // a webhook's URL is a credential: the log shows its host only (issue 46)
  await expect(row('Changed a webhook URL')).toContainText('→ a URL on hooks.example.com');
  await expect(table).not.toContainText('https://hooks.example.com/audit');
  await expect(row('Refunded a payment')).toContainText(`Payment: ${stage.refundedPayment}`);
  await expect(row('Refunded a payment')).toContainText('Amount: 12.5');
  await expect(row('Created a payout')).toContainText('Currency: USD');
  await expect(row('Turned on two-step verification')).toContainText('Mona Member');
  // who acted, by name and e-mail
  await expect(row("Changed a member's role")).toContainText('Audrey Auditor');
  // never a secret: no key secret, no TOTP secret, no password on the screen
  await expect(table).not.toContainText(DEMO_PASSWORD);
});

test('filters by kind and by member through the URL and the filters', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithCookies(page, stage.owner.email, { path: `${AUDIT}?kind=memberRoleChanged` });
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(2); // the header and the one role change
  await expect(page.getByRole('combobox', { name: 'Kind of change' })).toHaveValue('memberRoleChanged');

  await page.goto(`${AUDIT}?member=${stage.member.userId}`);
  await expect(page.getByRole('combobox', { name: 'Member' })).toHaveValue(stage.member.userId);
  const memberRows = rowsOf(page).filter({ hasNot: page.getByRole('columnheader') });
  await expect(memberRows.first()).toBeVisible();
  for (const text of await memberRows.allInnerTexts()) expect(text).toContain('Mona Member');

  // the kind filter goes into the URL, beside the member
  await page.getByRole('combobox', { name: 'Kind of change' }).selectOption('mfaEnabled');
  await expect(page).toHaveURL(new RegExp(`member=${stage.member.userId}`));
  await expect(page).toHaveURL(/kind=mfaEnabled/);
  await expect(memberRows).toHaveCount(1);
  await expect(memberRows.first()).toContainText('Turned on two-step verification');
});

test('exports the filtered set as CSV', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithCookies(page, stage.owner.email, { path: `${AUDIT}?kind=apiKeyCreated,apiKeyRevoked` });
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit_.+_test_all-dates\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = text.split('\r\n').filter(Boolean);
  expect(header).toContain('Entry ID,Time (UTC),Kind');
  expect(lines).toHaveLength(2);
  expect(lines.find((line) => line.includes(',apiKeyCreated,'))).toContain('Audit key');
  expect(lines.find((line) => line.includes(',apiKeyRevoked,'))).toContain('status: active -> revoked');
  for (const line of lines) expect(line).toContain('Firefox 128 · Linux');
});

test('shows the entries as cards on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithCookies(page, stage.owner.email, { path: `${AUDIT}?kind=payoutCreated` });
  const cards = page.getByRole('list', { name: 'Audit log' });
  await expect(cards).toBeVisible();
  await expect(cards.getByRole('listitem').first()).toContainText('Created a payout');
  // nothing needs a sideways scroll
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
