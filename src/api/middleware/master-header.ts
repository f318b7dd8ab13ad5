import type { Middleware } from 'openapi-fetch';
import type { SessionPort } from '../session-port.ts';

/** The header that carries a master user's selected organization ('' = all organizations). */
const MASTER_ORG_HEADER = 'X-Master-Org-Id';

/**
 * docs/product/06-roles.md §6.1: only dashboard, transaction, dispute and payout paths are scoped by the
 * master selection; and issue 32's extensions of one organization: its alert rules and the user's digests of it
 * (listAlertRules refuses a master without a selected organization, listDigests lists every organization's);
 * and issue 34's search across kinds, which finds the records of the selection as the lists do.
 */
const MASTER_SCOPED_PATH = /^\/v1\/(dashboard|transaction|dispute|payout|alerts|digests|search)(\/|$)/;

/** True when a request to this contract path carries the master-organization header. */
function isMasterScopedPath(schemaPath: string): boolean {
  return MASTER_SCOPED_PATH.test(schemaPath);
}

/** Adds the master-organization header for master users on the four scoped path families only. */
export function masterHeaderMiddleware(session: SessionPort): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const masterOrgId = session.masterOrgId();
      if (masterOrgId !== null && isMasterScopedPath(schemaPath)) {
        request.headers.set(MASTER_ORG_HEADER, masterOrgId);
      }
      return request;
    },
  };
}
