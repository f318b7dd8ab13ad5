/**
 * A daily digest for the journeys that open one (issue 32): the user's digest turned on at 00:00 UTC, so the
 * scheduler's next run makes today's (the digest of yesterday) at once; then their preferences as they were.
 * The provider makes one per day at most: a second call finds the one already made.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { callAs } from './manage-api.ts';

interface Digest {
  _id: string;
  disputes: unknown[];
  payouts: unknown[];
}

export async function producedDigest(request: APIRequestContext, email: string): Promise<Digest> {
  const saved = await callAs<Record<string, unknown>>(
    request,
    email,
    'GET',
    '/v1/user/notification-preferences',
  );
  await callAs(request, email, 'PUT', '/v1/user/notification-preferences', {
    ...saved,
    digest: { enabled: true, hour: 0 },
    timeZone: 'UTC',
  });
  try {
    await callAs(request, email, 'POST', '/__sandbox/scheduler/run');
    const digests = await callAs<Digest[]>(request, email, 'GET', '/v1/digests');
    expect(digests.length, `a digest of ${email}`).toBeGreaterThan(0);
    return digests[0]!;
  } finally {
    await callAs(request, email, 'PUT', '/v1/user/notification-preferences', saved);
  }
}
