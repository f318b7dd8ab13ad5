/** Each organization's and environment's webhook signing secret: made when first needed, replaced on rotation. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';

export interface SigningSecret {
  secret: string;
  createdAt: string;
}

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** The scope's secret, made now if it has none yet (a scope's first webhook, or the first time it is read). */
export function signingSecretOf(db: Db, orgId: string, env: EnvName, nowIso: string): SigningSecret {
  db.prepare('INSERT OR IGNORE INTO webhook_secrets (org_id, env, secret, created_at) VALUES (?,?,?,?)').run(
    orgId,
    env,
    newSecret(),
    nowIso,
  );
  const row = db
    .prepare('SELECT secret, created_at FROM webhook_secrets WHERE org_id = ? AND env = ?')
    .get(orgId, env) as { secret: string; created_at: string };
  return { secret: row.secret, createdAt: row.created_at };
}

/** A new secret for the scope: attempts from now on are signed with it, the old one stops being used at once. */
export function rotateSigningSecret(db: Db, orgId: string, env: EnvName, nowIso: string): SigningSecret {
  const secret = newSecret();
  db.prepare(
    `INSERT INTO webhook_secrets (org_id, env, secret, created_at) VALUES (?,?,?,?)
     ON CONFLICT (org_id, env) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at`,
  ).run(orgId, env, secret, nowIso);
  return { secret, createdAt: nowIso };
}
