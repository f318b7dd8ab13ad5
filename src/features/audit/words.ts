import { translate } from '../../i18n/translate.ts';
import { AMOUNT_MASK } from '../../lib/privacy.ts';
import { auditMessages, type AuditMessage } from './messages/index.ts';
import { AMOUNT_FIELDS } from './model.ts';
import type { AuditChange } from './queries.ts';
import type { AuditKindGroup } from './kinds.ts';
import type { AuditKind } from './search.ts';

/** What happened, in words, per kind ("Changed a member's role"): read in the language spoken now. */
const KIND_WORDS: Record<AuditKind, AuditMessage> = {
  signIn: 'kindSignIn',
  memberInvited: 'kindMemberInvited',
  memberRemoved: 'kindMemberRemoved',
  memberRoleChanged: 'kindMemberRoleChanged',
  apiKeyCreated: 'kindApiKeyCreated',
  apiKeyRevoked: 'kindApiKeyRevoked',
  paymentConfigChanged: 'kindPaymentConfigChanged',
  webhookChanged: 'kindWebhookChanged',
  webhookRedelivered: 'kindWebhookRedelivered',
  refundCreated: 'kindRefundCreated',
  payoutCreated: 'kindPayoutCreated',
  onRampRequested: 'kindOnRampRequested',
  mfaEnabled: 'kindMfaEnabled',
  mfaDisabled: 'kindMfaDisabled',
  recoveryCodesRegenerated: 'kindRecoveryCodesRegenerated',
  recoveryCodeUsed: 'kindRecoveryCodeUsed',
  mfaRequirementChanged: 'kindMfaRequirementChanged',
  passkeyAdded: 'kindPasskeyAdded',
  passkeyRemoved: 'kindPasskeyRemoved',
  passkeyRenamed: 'kindPasskeyRenamed',
  organizationChanged: 'kindOrganizationChanged',
  passwordChanged: 'kindPasswordChanged',
  passwordReset: 'kindPasswordReset',
  invitationAccepted: 'kindInvitationAccepted',
};

const GROUP_WORDS: Record<AuditKindGroup, AuditMessage> = {
  signIns: 'groupSignIns',
  team: 'groupTeam',
  apiKeys: 'groupApiKeys',
  configuration: 'groupConfiguration',
  money: 'groupMoney',
  security: 'groupSecurity',
};

/** The fields the provider records, named for a reader; a field not listed here is shown as the provider names it. */
const FIELD_WORDS: Record<string, AuditMessage> = {
  role: 'fieldRole',
  email: 'fieldEmail',
  name: 'fieldName',
  keyPrefix: 'fieldKeyPrefix',
  expiresAt: 'fieldExpiresAt',
  status: 'fieldStatus',
  webhookUrl: 'fieldWebhookUrl',
  notificationWebhook: 'fieldNotificationWebhook',
  minimumPayoutAmount: 'fieldMinimumPayoutAmount',
  payoutSchedule: 'fieldPayoutSchedule',
  settlementCurrency: 'fieldSettlementCurrency',
  acceptedCurrencies: 'fieldAcceptedCurrencies',
  autoPayout: 'fieldAutoPayout',
  paymentExpiryMinutes: 'fieldPaymentExpiryMinutes',
  walletAddress: 'fieldWalletAddress',
  payment: 'fieldPayment',
  amount: 'fieldAmount',
  currency: 'fieldCurrency',
  reason: 'fieldReason',
  endDate: 'fieldEndDate',
  cryptoCurrency: 'fieldCryptoCurrency',
  toWallet: 'fieldToWallet',
  method: 'fieldMethod',
  mfaStatus: 'fieldMfaStatus',
  recoveryCodesLeft: 'fieldRecoveryCodesLeft',
  requireMfa: 'fieldRequireMfa',
  event: 'fieldEvent',
  signingSecret: 'fieldSigningSecret',
  logo: 'fieldLogo',
  allowKycOptional: 'fieldAllowKycOptional',
  passkeysRemoved: 'fieldPasskeysRemoved',
};

/** How a session was started (a sign-in's `method`). */
const METHOD_WORDS: Record<string, AuditMessage> = {
  password: 'methodPassword',
  otp: 'methodOtp',
  mfaSkipped: 'methodMfaSkipped',
  oidc: 'methodOidc',
  passkey: 'methodPasskey',
  recoveryCode: 'methodRecoveryCode',
  registration: 'methodRegistration',
};

const say = (key: AuditMessage, values?: Record<string, string | number>) =>
  translate(auditMessages, key, values);

export function kindWords(kind: AuditKind): string {
  // a kind this app does not know yet (a newer provider) is shown as the provider names it
  return Object.hasOwn(KIND_WORDS, kind) ? say(KIND_WORDS[kind]) : kind;
}

export function groupWords(group: AuditKindGroup): string {
  return say(GROUP_WORDS[group]);
}

function fieldWords(field: string): string {
  return Object.hasOwn(FIELD_WORDS, field) ? say(FIELD_WORDS[field]!) : field;
}

/** A recorded value as shown: a sign-in's method in words, an amount masked in privacy mode, the rest as is. */
function valueWords(field: string, value: string, amountsHidden: boolean): string {
  if (field === 'method' && Object.hasOwn(METHOD_WORDS, value)) return say(METHOD_WORDS[value]!);
  if (amountsHidden && AMOUNT_FIELDS.has(field)) return AMOUNT_MASK;
  return value;
}

/**
 * A change the provider kept without its values (`recorded`): a secret as "Signing secret: changed", a URL that is
 * a credential by its host ("Notification webhook: a URL on hooks.example.com → a URL on alerts.example.org").
 */
function withheldChangeWords(change: AuditChange, field: string): string {
  const { before, after } = change;
  if (change.recorded === 'changed' || (before === null && after === null))
    return say('changeHidden', { field });
  if (before === null) return say('changeHostSet', { field, after: after! });
  if (after === null) return say('changeHostRemoved', { field, before });
  if (before === after) return say('changeHostSame', { field, host: after });
  return say('changeHostBeforeAfter', { field, before, after });
}

/** One change as a line: "Role: developer → admin", "E-mail: new@example.com", "Role: viewer (removed)". */
export function changeWords(change: AuditChange, amountsHidden: boolean): string {
  const field = fieldWords(change.field);
  if (change.recorded) return withheldChangeWords(change, field);
  const before = change.before === null ? null : valueWords(change.field, change.before, amountsHidden);
  const after = change.after === null ? null : valueWords(change.field, change.after, amountsHidden);
  if (before === null) return say('changeSet', { field, after: after ?? say('emptyValue') });
  if (after === null) return say('changeRemoved', { field, before });
  return say('changeBeforeAfter', { field, before, after });
}
