/** The user's daily digests (issue 32): the latest of the current scope, and one by id for its owner only. */
import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { digestOfUser, digestsOfUser, toDigest } from '../events/digests.ts';
import { mayHearAbout } from '../events/recipients.ts';
import { sessionOf, type AppEnv } from '../session.ts';

export function digestRoutes({ db }: SandboxDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/digests', (c) => {
    const s = sessionOf(c);
    return ok<'listDigests'>(c, digestsOfUser(db, s.userId, s.scopeOrgIds, s.env).map(toDigest));
  });

  // whatever the current scope (a notification's link names the digest's own), never another user's, nor one of
  // an organization the user has left
  r.get('/digests/:id', (c) => {
    const { userId } = sessionOf(c);
    const row = digestOfUser(db, userId, c.req.param('id'));
    if (!row || !mayHearAbout(db, row.org_id, userId)) throw new ApiError(404, 'Digest not found');
    return ok<'getDigest'>(c, toDigest(row));
  });

  return r;
}
