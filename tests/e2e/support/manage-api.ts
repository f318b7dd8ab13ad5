/**
 * Calls to the provider that set the stage of the manage screens' journeys: what another person (the owner)
 * does elsewhere while the page under test is open, and undoing it afterwards.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { loginTokens } from './sign-in.ts';
import { DEMO_EMAIL } from '../../support/demo.ts';

/** Calls the provider as `email` and returns the envelope's data (failing the test on a refusal). */
export async function callAs<T = unknown>(
  request: APIRequestContext,
  email: string,
  method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const { access } = await loginTokens(request, email);
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${access.token}` },
    data,
  });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, `${method} ${path} as ${email}: ${JSON.stringify(body.data)}`).toBe(1);
  return body.data;
}

/** The owner of Maya's Coffee (merchant@demo.test) gives a member another role there. */
export async function setCoffeeRole(
  request: APIRequestContext,
  email: string,
  role: 'admin' | 'developer' | 'viewer',
) {
  const members = await callAs<{ userId: string; email: string }[]>(
    request,
    DEMO_EMAIL.merchant,
    'GET',
    '/v1/org/members',
  );
  const member = members.find((entry) => entry.email === email);
  expect(member, `${email} is a member of Maya's Coffee`).toBeDefined();
  await callAs(request, DEMO_EMAIL.merchant, 'PATCH', '/v1/org/member/update/role', {
    userId: member!.userId,
    role,
  });
}

/**
 * Makes `email`'s default organization the one named `name` (a spec that switches it must not leave the next
 * spec, which expects the demo's usual organization, somewhere else).
 */
export async function useOrganizationNamed(request: APIRequestContext, email: string, name: string) {
  const organizations = await callAs<{ _id: string; name: string }[]>(
    request,
    email,
    'GET',
    '/v1/org/member/organizations',
  );
  const organization = organizations.find((entry) => entry.name === name);
  expect(organization, `${email} is a member of ${name}`).toBeDefined();
  await callAs(request, email, 'PATCH', `/v1/org/setDefault/organization/${organization!._id}`);
}
