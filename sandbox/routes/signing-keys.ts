import { Hono } from 'hono';
import type { Schemas } from '../contract-types.ts';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok, plainText } from '../http.ts';
import { bodyOf } from '../request.ts';
import { newId } from '../rng.ts';
import { requireOrgRole, sessionOf, type AppEnv } from '../session.ts';
import {
  findSigningKey,
  insertSigningKey,
  makeSecret,
  NEVER,
  revokeSigningKey,
  signingKeysOf,
  type KeyRow,
} from '../signing-keys.ts';
import { isoAfter } from '../clock.ts';
import { auditChange } from '../audit/request.ts';

function toSigningKey(k: KeyRow): Schemas['SigningKey'] {
  return {
    _id: k._id,
    name: k.name,
    keyPrefix: k.key_prefix,
    env: k.env,
    status: k.status,
    createdAt: k.created_at,
    expiresAt: k.expires_at,
    lastUsedAt: k.last_used_at,
  };
}

/**
 * What a refused member was trying to do (docs/product/06-roles.md §6.2: owner, admin and developer manage
 * API keys).
 */
const KEY_ACTION = 'create or revoke API keys';

export function signingKeyRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const r = new Hono<AppEnv>();

  r.get('/user/signing-keys', (c) => {
    const s = sessionOf(c);
    if (!s.orgId) return ok<'listSigningKeys'>(c, []);
    return ok<'listSigningKeys'>(c, signingKeysOf(db, s.orgId, s.env).map(toSigningKey));
  });

  r.post('/user/signing-keys', (c) => {
    const s = sessionOf(c);
    const orgId = requireOrgRole(db, s, ['owner', 'admin', 'developer'], KEY_ACTION);
    const { name, expiresInDays } = bodyOf<'createSigningKey'>(c);
    const keyName = plainText('body.name', name);
    const at = now();
    const expires = expiresInDays ? isoAfter(at, expiresInDays * 86_400_000) : NEVER;
    const { secret, prefix, hash } = makeSecret(s.env);
    const id = newId();
    insertSigningKey(db, {
      id,
      orgId,
      env: s.env,
      name: keyName,
      prefix,
      secretHash: hash,
      createdBy: s.userId,
      createdAt: at.toISOString(),
      expiresAt: expires,
    });
    const key = toSigningKey(findSigningKey(db, id)!);
    // the name and the visible prefix the list shows; the secret never
    auditChange(c, deps, orgId, {
      kind: 'apiKeyCreated',
      env: s.env,
      targetId: id,
      targetLabel: key.name,
      changes: [
        { field: 'name', before: null, after: key.name },
        { field: 'keyPrefix', before: null, after: key.keyPrefix },
        { field: 'expiresAt', before: null, after: key.expiresAt },
      ],
    });
    return ok<'createSigningKey'>(c, { ...key, secret }, 201);
  });

  r.patch('/user/signing-keys/:id/revoke', (c) => {
    const s = sessionOf(c);
    const orgId = requireOrgRole(db, s, ['owner', 'admin', 'developer'], KEY_ACTION);
    const key = findSigningKey(db, c.req.param('id'));
    // another org's or environment's key is unknown here, not forbidden: ids are not confirmed to exist
    if (!key || key.org_id !== orgId || key.env !== s.env) throw new ApiError(404, 'Signing key not found');
    revokeSigningKey(db, key._id);
    if (key.status !== 'revoked')
      auditChange(c, deps, orgId, {
        kind: 'apiKeyRevoked',
        env: s.env,
        targetId: key._id,
        targetLabel: key.name,
        changes: [{ field: 'status', before: key.status, after: 'revoked' }],
      });
    return ok<'revokeSigningKey'>(c, toSigningKey(findSigningKey(db, key._id)!));
  });

  return r;
}
