import type { AuditKind } from './search.ts';

/**
 * The audit log's kinds in the order the kind filter lists them, grouped as a reader looks for them: who got in,
 * who is in the team, the keys, where the money goes, the money moved, the accounts' security.
 */
export const AUDIT_KIND_GROUPS = {
  signIns: ['signIn'],
  team: ['memberInvited', 'invitationAccepted', 'memberRoleChanged', 'memberRemoved'],
  apiKeys: ['apiKeyCreated', 'apiKeyRevoked'],
  configuration: ['organizationChanged', 'paymentConfigChanged', 'webhookChanged', 'webhookRedelivered'],
  money: ['refundCreated', 'payoutCreated', 'onRampRequested'],
  security: [
    'mfaEnabled',
    'mfaDisabled',
    'mfaRequirementChanged',
    'recoveryCodesRegenerated',
    'recoveryCodeUsed',
    'passkeyAdded',
    'passkeyRenamed',
    'passkeyRemoved',
    'passwordChanged',
    'passwordReset',
  ],
} as const satisfies Record<string, readonly AuditKind[]>;

export type AuditKindGroup = keyof typeof AUDIT_KIND_GROUPS;

export const AUDIT_KINDS: readonly AuditKind[] = Object.values(AUDIT_KIND_GROUPS).flat();
