/**
 * Accounts of the team journeys. Each journey makes its own people (a fresh owner with an organization of
 * their own, and the people they invite), so inviting, changing roles and removing members never touches the
 * seeded organizations that other journeys read.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, loginTokens } from './sign-in.ts';

interface Envelope<T> {
  code: number;
  data: T;
}

/** A call to the provider as `token`'s user; the envelope's data, after checking the status. */
export async function callAs<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
  status = method === 'POST' && path === '/v1/team/invite' ? 201 : 200,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  const body = (await response.json()) as Envelope<T>;
  expect(response.status(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(status);
  return body.data;
}

/** The emails the sandbox "sent" to an address (the test servers' outbox), newest first. */
export async function outboxOf(request: APIRequestContext, email: string) {
  const response = await request.get(`/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as Envelope<{ subject: string; link: string | null }[]>).data;
}

export interface Person {
  name: string;
  email: string;
  userId: string;
  /** the organization registration created for them, which they own */
  orgId: string;
  orgName: string;
}

/**
 * A new account, ready like a demo account: registered, its email verified through the emailed link (an
 * invitation can only be answered from a verified address), terms accepted, MFA skipped and notifications
 * configured (no prompt over the screen), so `signInWithCookies` works for it.
 */
export async function newPerson(request: APIRequestContext, name: string): Promise<Person> {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '.');
  const email = `${slug}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;
  const registered = await request.post('/v1/auth/register', {
    data: { name, email, password: DEMO_PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const { user, tokens } = (
    (await registered.json()) as Envelope<{
      user: { _id: string };
      tokens: { access: { token: string } };
    }>
  ).data;
  const token = tokens.access.token;
  await callAs(request, token, 'PATCH', '/v1/user/updateTermsCondition', { isAccepted: true });
  await callAs(request, token, 'PATCH', '/v1/user/update-profile', { notificationConfig: { email } });
  const link = (await outboxOf(request, email)).find((mail) => mail.link?.startsWith('/verify-email?'))?.link;
  const verifyToken = new URL(link!, 'http://localhost').searchParams.get('token');
  await request.post('/v1/auth/verify-email', { data: { token: verifyToken } });
  // a new account is asked to set MFA up at sign-in: skipped here, as a user may
  const login = await request.post('/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const step = ((await login.json()) as Envelope<{ id: string; challenge: string }>).data;
  const skipped = await request.post('/v1/auth/mfa/skip', {
    data: { id: step.id, challenge: step.challenge },
  });
  expect(skipped.status()).toBe(200);
  const organizations = await callAs<{ _id: string; name: string; userId: string }[]>(
    request,
    token,
    'GET',
    '/v1/org/member/organizations',
  );
  const own = organizations.find((organization) => organization.userId === user._id)!;
  return { name, email, userId: user._id, orgId: own._id, orgName: own.name };
}

/** `member` joins `owner`'s organization with `role`: invited by the owner, accepted by the member. */
export async function joinAs(
  request: APIRequestContext,
  owner: Person,
  member: Person,
  role: 'admin' | 'developer' | 'viewer',
) {
  const ownerToken = (await loginTokens(request, owner.email)).access.token;
  const invitation = await callAs<{ _id: string }>(request, ownerToken, 'POST', '/v1/team/invite', {
    email: member.email,
    role,
  });
  const memberToken = (await loginTokens(request, member.email)).access.token;
  await callAs(request, memberToken, 'PATCH', '/v1/team/invitation/update?status=accepted', {
    invitationId: invitation._id,
  });
}

/** Makes `orgId` the user's current organization (as the organization selector does). */
export async function useOrganization(request: APIRequestContext, email: string, orgId: string) {
  const token = (await loginTokens(request, email)).access.token;
  await callAs(request, token, 'PATCH', `/v1/org/setDefault/organization/${orgId}`);
}
