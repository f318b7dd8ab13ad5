import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from './db.ts';
import type { EnvName, SandboxDeps } from './deps.ts';
import { ApiError, forbidden } from './http.ts';
import { sessionEnded, verifyToken } from './tokens.ts';
import { findUser, setCurrentOrg, type UserRow } from './users.ts';
import type { ProofGuard } from './validate.ts';

export type OrgRole = 'owner' | 'admin' | 'developer' | 'viewer';

export interface Session {
  userId: string;
  /** the sign-in of the request's access token (absent in tokens issued before sign-ins were tracked) */
  sid?: string;
  user: UserRow;
  isMaster: boolean;
  /** the user's current organization (setDefault), null when they belong to none */
  orgId: string | null;
  env: EnvName;
  /**
   * orgs whose data a list may show: masters → X-Master-Org-Id (null = all orgs); others → [orgId]. Every route
   * that reads the header reads it here; for a master, reading it throws 404 "Organization not found" when the
   * header names no organization.
   */
  scopeOrgIds: string[] | null;
}

export interface AppEnv {
  Variables: {
    session: Session;
    op: { operationId: string; isPublic: boolean; proof: ProofGuard | undefined };
    query: Record<string, unknown>;
    body: unknown;
  };
}

/** The session of an authenticated request; usable from any Hono context type. */
export function sessionOf(c: Context): Session {
  const s = (c as unknown as Context<AppEnv>).get('session');
  if (!s) throw new ApiError(401, 'Please authenticate');
  return s;
}

export function memberRole(db: Db, orgId: string, userId: string): OrgRole | undefined {
  const row = db.prepare('SELECT role FROM members WHERE org_id = ? AND user_id = ?').get(orgId, userId) as
    { role: OrgRole } | undefined;
  return row?.role;
}

/**
 * Throws 403 unless the user has one of `roles` in the current org; masters act as admins everywhere. With
 * `action` ("create or revoke API keys"), a member's refusal says which role could not do what, so the
 * screen can show the user why (a UI that still offers the action after the role was lowered, say).
 */
export function requireOrgRole(db: Db, session: Session, roles: OrgRole[], action?: string): string {
  if (!session.orgId) throw forbidden();
  if (session.isMaster) return session.orgId;
  const role = memberRole(db, session.orgId, session.userId);
  if (!role || !roles.includes(role)) {
    throw role && action ? new ApiError(403, `Your role (${role}) cannot ${action}`) : forbidden();
  }
  return session.orgId;
}

/** A stored current org the user no longer belongs to falls back to an owned org, then any membership. */
function currentOrg(db: Db, user: UserRow): string | null {
  if (user.current_org_id) {
    if (user.role === 'master') return user.current_org_id;
    if (memberRole(db, user.current_org_id, user._id)) return user.current_org_id;
  }
  const row = db
    .prepare(`SELECT org_id FROM members WHERE user_id = ? ORDER BY role = 'owner' DESC, created_at LIMIT 1`)
    .get(user._id) as { org_id: string } | undefined;
  const orgId = row?.org_id ?? null;
  setCurrentOrg(db, user._id, orgId);
  return orgId;
}

/**
 * A master's selection: null (all organizations) for an empty or absent header, else the one organization it
 * names; 404 when it names none (unknown or malformed), so a route never lists an empty scope as if it were one
 * nor writes a row for an organization that does not exist (a foreign key's 500).
 */
function masterScope(db: Db, header: string | undefined): string[] | null {
  if (!header) return null;
  if (!db.prepare('SELECT 1 FROM organizations WHERE _id = ?').get(header))
    throw new ApiError(404, 'Organization not found');
  return [header];
}

function buildSession(db: Db, user: UserRow, masterHeader: string | undefined, sid?: string): Session {
  const isMaster = user.role === 'master';
  const orgId = currentOrg(db, user);
  // checked when a route reads it, not here: an operation that ignores the header is not refused because of it
  let masterIds: { ids: string[] | null } | undefined;
  return {
    userId: user._id,
    sid,
    user: { ...user, current_org_id: orgId },
    isMaster,
    orgId,
    env: user.current_env,
    get scopeOrgIds() {
      if (!isMaster) return orgId ? [orgId] : [];
      masterIds ??= { ids: masterScope(db, masterHeader) };
      return masterIds.ids;
    },
  };
}

/**
 * Reads the bearer token of the request, if any, and returns its user and sign-in (verified RS256 against the
 * sandbox key; a token of an ended sign-in counts as none).
 */
async function bearer(deps: SandboxDeps, c: Context): Promise<{ user: UserRow; sid?: string } | undefined> {
  const header = c.req.header('Authorization') ?? '';
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) return undefined;
  const verified = await verifyToken(deps.keys, m[1]!, 'access', deps.now());
  if (!verified || sessionEnded(deps.db, verified.sid)) return undefined;
  const user = findUser(deps.db, verified.sub);
  return user && { user, sid: verified.sid };
}

/** Public operations pass; every other one needs a valid access token of an existing user. */
export function sessionMiddleware(deps: SandboxDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('op')?.isPublic) return next();
    const found = await bearer(deps, c);
    if (!found) throw new ApiError(401, 'Please authenticate');
    c.set('session', buildSession(deps.db, found.user, c.req.header('X-Master-Org-Id')?.trim(), found.sid));
    await next();
  };
}
