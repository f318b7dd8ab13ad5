import { useEffect } from 'react';
import { splitDateTime } from '../../lib/dates.ts';
import { readCookie } from '../../session/cookies.ts';
import { initialsOf } from '../../components/logo-image.tsx';
import { BALANCES_SNAPSHOT_KEY } from '../../lib/instant-view.ts';
import type { SessionScope } from '../../session/scope-key.ts';
import type { Env } from '../../session/scope.ts';
import { balanceLines, membersLine, ownerLine, type BalanceLine } from './balance-lines.ts';
import type { Organization } from './queries.ts';

/**
 * The organizations' balances as the screen last printed them, saved so that the page's boot script
 * (scripts/vite/instant-balances.js) can paint them before the app has loaded: a phone opening the
 * organizations page offline sees its balances in a frame or two instead of after the whole app has started.
 * Text only (the script builds the view with textContent), for one user, environment and current
 * organization, which the script checks against the session cookies; removed when the session ends
 * (`clearBalancesSnapshot`, src/lib/instant-view.ts).
 * The script mirrors the key and the shape; tests/app/instant-balances-script.test.ts and
 * tests/routes/instant-balances.test.tsx fail when the two disagree.
 */
export { BALANCES_SNAPSHOT_KEY };

export interface SnapshotOrganization {
  name: string;
  /** what stands in for the logo (the image may not be cached; the app shows it once it runs) */
  initials: string;
  current: boolean;
  owner: string;
  members: string;
  /** "Test balances" or "Live balances" */
  label: string;
  balances: BalanceLine[];
}

export interface BalancesSnapshot {
  v: 1;
  /** the verified subject of the access token the data was read with */
  userId: string;
  env: Env;
  /** the orgID cookie then ('' when none was chosen) */
  orgId: string;
  /** when the data was fetched, as the screen's "As of" prints it ("2026-11-24 16:20:37") */
  asOf: string;
  organizations: SnapshotOrganization[];
}

/** The snapshot of the memberships as the Organizations tab prints them, in the user's scope. */
export function balancesSnapshotOf(
  organizations: readonly Organization[],
  scope: Pick<SessionScope, 'userId' | 'env' | 'orgId'>,
  dataUpdatedAt: number,
): BalancesSnapshot {
  const { date, time } = splitDateTime(dataUpdatedAt);
  return {
    v: 1,
    userId: scope.userId,
    env: scope.env,
    orgId: scope.orgId,
    asOf: `${date} ${time}`,
    organizations: organizations.map((organization) => {
      const { label, lines } = balanceLines(organization, scope.env);
      return {
        name: organization.name,
        initials: initialsOf(organization.name),
        current: organization._id === scope.orgId,
        owner: ownerLine(organization),
        members: membersLine(organization),
        label,
        balances: lines,
      };
    }),
  };
}

/**
 * Saves the snapshot while the session it belongs to is the browser's: a screen still rendering after the
 * session ended (in this tab or another) never writes it back. Storage full or refused: nothing is saved.
 */
export function saveBalancesSnapshot(snapshot: BalancesSnapshot): void {
  if (!snapshot.userId || readCookie('access_token') === null) return;
  try {
    localStorage.setItem(BALANCES_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // private mode or quota: the page boots without it
  }
}

/** Keeps the snapshot equal to what the Organizations tab prints. */
export function useBalancesSnapshot(
  organizations: readonly Organization[],
  scope: SessionScope,
  dataUpdatedAt: number,
): void {
  const { userId, env, orgId } = scope;
  useEffect(() => {
    if (dataUpdatedAt > 0)
      saveBalancesSnapshot(balancesSnapshotOf(organizations, { userId, env, orgId }, dataUpdatedAt));
  }, [organizations, userId, env, orgId, dataUpdatedAt]);
}
