import type { SessionPort, TokenPair } from '../../src/api/session-port.ts';

/** A SessionPort held in memory, recording what the HTTP layer asked of it. */
export function memorySession(
  initial: { access?: string; refresh?: string; masterOrgId?: string | null } = {},
) {
  const state = {
    access: initial.access ?? null,
    refresh: initial.refresh ?? null,
    masterOrgId: initial.masterOrgId ?? null,
    accepted: [] as TokenPair[],
    expired: 0,
  };
  const port: SessionPort = {
    accessToken: () => state.access,
    refreshToken: () => state.refresh,
    masterOrgId: () => state.masterOrgId,
    async acceptTokens(tokens) {
      state.accepted.push(tokens);
      state.access = tokens.access.token;
      state.refresh = tokens.refresh.token;
    },
    readStoredTokens: async () => ({ access: state.access, refresh: state.refresh }),
    adoptAccessToken: async (token) => token === state.access,
    expire() {
      state.expired += 1;
      state.access = null;
      state.refresh = null;
    },
  };
  return { port, state };
}
