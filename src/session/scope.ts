import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from './cookies.ts';

export type Env = 'test' | 'live';

/** Which organization and environment the screens show; every query key includes both. */
export interface Scope {
  /** the orgID cookie ('' when none is chosen yet) */
  orgId: string;
  env: Env;
  /** a master's selection ('' = all organizations); null for other users */
  masterOrgId: string | null;
}

/**
 * Who is looking, and at what: the signed-in user's id with the organization, environment and master
 * selection their screens show; keys of their data start with `scopeKey` (scope-key.ts). Routes get it from
 * the router context (`/_app` puts it there), the shell's widgets from `useSessionScope()`.
 */
export interface SessionScope extends Scope {
  /** the verified access token's subject */
  userId: string;
}

/** The scope of the signed-in user (`userId`: the verified subject, '' when signed out) at `scope`. */
export function sessionScope(userId: string | undefined, scope: Scope): SessionScope {
  return { userId: userId ?? '', orgId: scope.orgId, env: scope.env, masterOrgId: scope.masterOrgId };
}

const listeners = new Set<() => void>();
let current: Scope = read();

function read(): Scope {
  const env = readCookie('env') === 'live' ? 'live' : 'test';
  return { orgId: readCookie('orgID') ?? '', env, masterOrgId: readCookie('selectedMasterOrgId') };
}

function publish(): void {
  current = read();
  for (const listener of listeners) listener();
}

/**
 * The scope store: cookies are the truth (docs/product/03-entities.md §3.11); React reads them through this
 * store.
 */
export const scopeStore = {
  get: (): Scope => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setOrg(orgId: string): void {
    writeCookie('orgID', orgId);
    publish();
  },
  setEnv(env: Env): void {
    writeCookie('env', env);
    publish();
  },
  setMasterOrg(masterOrgId: string): void {
    writeCookie('selectedMasterOrgId', masterOrgId);
    publish();
  },
  /** re-reads the cookies (after login, logout or an expired session) */
  reload: publish,
};

/** The current organization and environment; re-renders when either changes. */
export function useScope(): Scope {
  return useSyncExternalStore(scopeStore.subscribe, scopeStore.get);
}
