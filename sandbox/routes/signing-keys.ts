import { Hono } from 'hono';
import { createHash, randomBytes } from 'node:crypto';
import type { Schemas } from '../contract-types.ts';
import type { EnvName, SandboxDeps } from '../deps.ts';
import { ApiError, ok, plainText } from '../http.ts';
import { bodyOf } from '../request.ts';
import { newId } from '../rng.ts';
import { requireOrgRole, sessionOf, type AppEnv } from '../session.ts';
import { isoAfter } from '../clock.ts';

/**
 * "Never" expires: far enough that the app shows NEVER (docs/product/09-constants.md §9.5: more than 10 years
 * ahead).
 */
export const NEVER = '9999-12-31T23:59:59.000Z';

interface KeyRow {
  _id: string;
  org_id: string;
  env: EnvName;
  name: string;
  key_prefix: string;
  status: Schemas['SigningKeyStatus'];
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
}

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

/** A new key's secret and its displayable prefix; only the hash of the secret is stored. */
export function makeSecret(env: string, bytes: Buffer = randomBytes(24)) {
  const secret = `sk_${env}_${bytes.toString('hex')}`;
  return {
    secret,
    prefix: `pk_${env}_${bytes.toString('hex').slice(0, 4)}`,
    hash: createHash('sha256').update(secret).digest('hex'),
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
  const byId = (id: string) =>
    db.prepare('SELECT * FROM signing_keys WHERE _id = ?').get(id) as KeyRow | undefined;

  r.get('/user/signing-keys', (c) => {
    const s = sessionOf(c);
    if (!s.orgId) return ok<'listSigningKeys'>(c, []);
    const rows = db
      .prepare('SELECT * FROM signing_keys WHERE org_id = ? AND env = ? ORDER BY created_at DESC')
      .all(s.orgId, s.env) as KeyRow[];
    return ok<'listSigningKeys'>(c, rows.map(toSigningKey));
  });

  r.post('/user/signing-keys', (c) => {
    const s = sessionOf(c);
    const orgId = requireOrgRole(db, s, ['owner', 'admin', 'developer'], KEY_ACTION);
    const { name, expiresInDays } = bodyOf<'createSigningKey'>(c);
    const at = now();
    const expires = expiresInDays ? isoAfter(at, expiresInDays * 86_400_000) : NEVER;
    const { secret, prefix, hash } = makeSecret(s.env);
    const id = newId();
    db.prepare(
      `INSERT INTO signing_keys (_id, org_id, env, name, key_prefix, secret_hash, status, created_by, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?, ?)`,
    ).run(id, orgId, s.env, plainText('body.name', name), prefix, hash, s.userId, at.toISOString(), expires);
    return ok<'createSigningKey'>(c, { ...toSigningKey(byId(id)!), secret }, 201);
  });

  r.patch('/user/signing-keys/:id/revoke', (c) => {
    const s = sessionOf(c);
    const orgId = requireOrgRole(db, s, ['owner', 'admin', 'developer'], KEY_ACTION);
    const key = byId(c.req.param('id'));
    // another org's or environment's key is unknown here, not forbidden: ids are not confirmed to exist
    if (!key || key.org_id !== orgId || key.env !== s.env) throw new ApiError(404, 'Signing key not found');
    db.prepare(`UPDATE signing_keys SET status = 'revoked' WHERE _id = ?`).run(key._id);
    return ok<'revokeSigningKey'>(c, toSigningKey(byId(key._id)!));
  });

  return r;
}
