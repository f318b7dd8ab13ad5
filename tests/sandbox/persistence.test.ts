import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { openDb } from '../../sandbox/db.ts';
import { createSandbox } from '../../sandbox/index.ts';
import { createRng } from '../../sandbox/rng.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

describe('persistence (dataDir)', () => {
  it('creates the db and keys once and reuses them after a restart, without reseeding', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
    try {
      const first = await createSandbox({ dataDir: dir });
      first.db.prepare(`UPDATE users SET name = 'Kept' WHERE email = ?`).run(DEMO_EMAIL.merchant);
      const users = (first.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
      first.close();
      const second = await createSandbox({ dataDir: dir });
      expect(second.publicKeyPem).toBe(first.publicKeyPem);
      expect(second.vapidPublicKey).toBe(first.vapidPublicKey);
      expect(second.db.prepare(`SELECT name FROM users WHERE email = ?`).get(DEMO_EMAIL.merchant)).toEqual({
        name: 'Kept',
      });
      expect((second.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(users);
      expect(second.db.pragma('journal_mode', { simple: true })).toBe('wal');
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('upgrades a database from before refresh token families: its tokens keep working, new ones get a family', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
    try {
      const file = join(dir, 'sandbox.db');
      const old = new Database(file);
      old.exec(`CREATE TABLE refresh_tokens (jti TEXT PRIMARY KEY, user_id TEXT NOT NULL, expires_at TEXT NOT NULL,
        revoked_at TEXT, replaced_by TEXT)`);
      old
        .prepare(`INSERT INTO refresh_tokens (jti, user_id, expires_at) VALUES ('j1', 'u1', '2099-01-01')`)
        .run();
      old.close();
      const db = openDb(file);
      expect(db.prepare('SELECT jti, sid FROM refresh_tokens').all()).toEqual([{ jti: 'j1', sid: null }]);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('seeds deterministically for a fixed clock', async () => {
    const now = () => new Date('2026-01-10T00:00:00.000Z');
    const a = await createSandbox({ now });
    const b = await createSandbox({ now });
    const q = 'SELECT _id, name, user_id FROM organizations ORDER BY _id';
    expect(a.db.prepare(q).all()).toEqual(b.db.prepare(q).all());
    a.close();
    b.close();
    const r1 = createRng(7);
    const r2 = createRng(7);
    expect([r1(), r1(), r1()]).toEqual([r2(), r2(), r2()]);
  });
});
