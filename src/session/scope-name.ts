import type { components } from '../shared/provider-schema.gen.ts';
import type { Scope } from './scope.ts';
import { translate } from '../i18n/translate.ts';
import { sessionMessages } from './messages/index.ts';

type Named = Pick<components['schemas']['Organization'], '_id' | 'name'>;

/**
 * Which organization the data on screen is about: a master's selection ('' = all organizations), else the
 * current organization. The provider scopes its answers the same way (X-Master-Org-Id for a master).
 */
export function scopeSubject(scope: Pick<Scope, 'orgId' | 'masterOrgId'>): string {
  return scope.masterOrgId ?? scope.orgId;
}

/**
 * The name the data on screen is shown under (the dashboard's line, a phone's header): the organization's, or
 * "All organizations" for a master's all; "Your organization" while its name is not known yet.
 */
export function scopeDisplayName(
  scope: Pick<Scope, 'orgId' | 'masterOrgId'>,
  memberships: readonly Named[],
  masterOrganizations: readonly Named[],
): string {
  if (scope.masterOrgId === '') return translate(sessionMessages, 'allOrganizations');
  const subject = scopeSubject(scope);
  const known = [...memberships, ...masterOrganizations].find((organization) => organization._id === subject);
  return known?.name ?? translate(sessionMessages, 'yourOrganization');
}
