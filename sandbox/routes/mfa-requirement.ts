import type { Context } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { auditOrigin, recordAudit } from '../audit/record.ts';
import { mfaRequired, setMfaRequired } from '../recovery/requirement.ts';
import { requireOrgRole, sessionOf } from '../session.ts';

const yesNo = (required: boolean) => (required ? 'required' : 'not required');

/**
 * updateOrganization's `requireMfa`: the owner's decision (a master's too), because it changes how every member
 * signs in. Sending the stored value back is no change, so the organization form (which sends every field) keeps
 * working for admins.
 */
export function changeMfaRequirement(deps: SandboxDeps, c: Context, orgId: string, required: boolean): void {
  const { db, now } = deps;
  const before = mfaRequired(db, orgId);
  if (before === required) return;
  const session = sessionOf(c);
  requireOrgRole(db, session, ['owner'], 'change the two-step verification requirement');
  setMfaRequired(db, orgId, required, now());
  recordAudit(
    db,
    orgId,
    {
      kind: 'mfaRequirementChanged',
      actorId: session.userId,
      env: null,
      targetId: orgId,
      changes: [{ field: 'requireMfa', before: yesNo(before), after: yesNo(required) }],
    },
    auditOrigin(c, deps),
    now(),
  );
}
