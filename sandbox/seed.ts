import type { Db } from './db.ts';
import { seedMoney } from './money/seed.ts';
import { hashPassword } from './passwords.ts';
import { createRng, newId } from './rng.ts';
import { makeSecret, NEVER } from './signing-keys.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, INVITES, ORGS, USERS } from './seed-core-data.ts';
import { isoBefore } from './clock.ts';
import { seedWebhookHistory } from './webhooks/seed-history.ts';
import { optimizeSearchIndexes } from './search/indexes.ts';

export { DEMO_TOTP_SECRET } from './seed-core-data.ts';

// fixed PRNG seed: every fresh database gets the same ids and data (dates move with now())
const SEED = 20_240_601;
const DAY = 86_400_000;

/** Seeds core data (deterministic; dates relative to now), then the money data from the same PRNG. */
export function seed(db: Db, { now, scale = 1 }: { now: Date; scale?: number }): void {
  const rng = createRng(SEED);
  const ago = (days: number) => isoBefore(now, days * DAY);
  const ids = new Map<string, string>();
  const hash = hashPassword(DEMO_PASSWORD);
  db.transaction(() => {
    const insUser = db.prepare(
      `INSERT INTO users (_id, name, email, password_hash, role, notification_config, mfa_status, mfa_secret,
        is_email_verified, is_accepted, default_env, current_env, created_at) VALUES (?,?,?,?,?,?,?,?,1,1,'test','test',?)`,
    );
    USERS.forEach((u, i) => {
      ids.set(u.key, newId(rng));
      insUser.run(
        ids.get(u.key),
        u.name,
        u.email,
        hash,
        u.role ?? 'user',
        u.config ? JSON.stringify(u.config) : null,
        u.mfa,
        u.mfa === 'enabled' ? DEMO_TOTP_SECRET : null,
        ago(200 - i),
      );
    });
    const insOrg = db.prepare(
      'INSERT INTO organizations (_id, name, user_id, wallet_address, created_at) VALUES (?,?,?,?,?)',
    );
    const insMember = db.prepare('INSERT INTO members (org_id, user_id, role, created_at) VALUES (?,?,?,?)');
    const insKey = db.prepare(
      `INSERT INTO signing_keys (_id, org_id, env, name, key_prefix, secret_hash, status, created_by, created_at, expires_at,
        last_used_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)`,
    );
    ORGS.forEach((o, i) => {
      const orgId = newId(rng);
      ids.set(o.key, orgId);
      insOrg.run(orgId, o.name, ids.get(o.owner), o.wallet ?? null, ago(180 - i));
      insMember.run(orgId, ids.get(o.owner), 'owner', ago(180 - i));
      for (const [user, role] of o.members) insMember.run(orgId, ids.get(user), role, ago(170 - i));
      for (const env of ['test', 'live']) {
        const keys: [string, string, string][] = [
          ['Production server', 'active', NEVER],
          ['Staging', 'active', ago(-365)],
          ['Old integration', 'revoked', ago(30)],
        ];
        keys.forEach(([name, status, expires], k) => {
          const bytes = Buffer.from(Array.from({ length: 24 }, () => Math.floor(rng() * 256)));
          const { prefix, hash: secretHash } = makeSecret(env, bytes);
          insKey.run(
            newId(rng),
            orgId,
            env,
            name,
            prefix,
            secretHash,
            status,
            ids.get(o.owner),
            ago(160 - i - k),
            expires,
            k === 0 ? ago(1 + i / 10) : k === 2 ? ago(45) : null,
          );
        });
      }
    });
    // the current organization starts at the user's first (owned first) organization
    db.prepare(
      `UPDATE users SET current_org_id = (SELECT org_id FROM members m WHERE m.user_id = users._id
         ORDER BY m.role = 'owner' DESC, m.created_at LIMIT 1)`,
    ).run();
    const insInvite = db.prepare(
      `INSERT INTO invitations (_id, org_id, email, role, status, invited_by, created_at, expires_at) VALUES (?,?,?,?,?,?,?,?)`,
    );
    for (const inv of INVITES) {
      insInvite.run(
        newId(rng),
        ids.get(inv.org),
        inv.email,
        inv.role,
        inv.expired ? 'expired' : 'pending',
        ids.get(inv.by),
        ago(inv.daysAgo),
        ago(inv.daysAgo - 7),
      );
    }
  })();
  seedMoney(db, { now, rng, scale });
  // one segment for the search's text index after thousands of payments at once
  optimizeSearchIndexes(db);
  // issue 33: the seeded payments' webhook deliveries, as if the sender had made them
  seedWebhookHistory(db, now);
}
