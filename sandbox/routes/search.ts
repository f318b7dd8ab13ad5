/** GET /v1/search (issue 34): one search across transactions, payouts, disputes and organizations. */
import { Hono } from 'hono';
import { assertWithinLimit, recordEvent } from '../client-limits.ts';
import type { SandboxDeps } from '../deps.ts';
import { ok } from '../http.ts';
import { paging, queryOf } from '../request.ts';
import { searchQuery } from '../search/matching.ts';
import { searchAcrossKinds } from '../search/search.ts';
import { sessionOf, type AppEnv } from '../session.ts';

export function searchRoutes({ db, now, payoutStepMs, clientLimits }: SandboxDeps) {
  const r = new Hono<AppEnv>();

  r.get('/search', (c) => {
    // each search reads the provider's indexes: still bounded per user (issue 46), far above what a person types
    const { userId } = sessionOf(c);
    assertWithinLimit(c, db, clientLimits, 'search', userId, now());
    recordEvent(db, clientLimits, 'search', userId, now());
    const query = searchQuery(queryOf(c).q);
    const clock = { now: now(), stepMs: payoutStepMs };
    return ok<'search'>(c, searchAcrossKinds(db, sessionOf(c), query, paging(c), clock));
  });

  return r;
}
