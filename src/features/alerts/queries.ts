import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '../../shared/provider-schema.gen.ts';
import { scopeKey, type SessionScope } from '../../session/scope-key.ts';

export type AlertRule = components['schemas']['AlertRule'];
export type AlertRuleKind = components['schemas']['AlertRuleKind'];

/**
 * Key factory: alert rules belong to an organization in one environment (organization width, the default; a
 * master's selection included), so one scope's rules are never shown under another's name.
 */
export const alertKeys = {
  all: (scope: SessionScope) => [...scopeKey(scope), 'alerts'] as const,
  list: (scope: SessionScope) => [...alertKeys.all(scope), 'list'] as const,
};

/**
 * A master looking at all organizations: the provider refuses to list rules (400 "Select an organization to
 * manage its alert rules"), so the screen asks for one instead of asking the provider.
 */
export const needsOrganization = (scope: SessionScope) => scope.masterOrgId === '';

/** GET /v1/alerts: every rule of the current organization and environment, oldest first. */
export function alertRulesQueryOptions(api: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: alertKeys.list(scope),
    queryFn: ({ signal }) => dataOf(api.GET('/v1/alerts', { signal })),
  });
}

/** The provider's currencies (the form's choices, each amount's decimals): the one shared query. */
export { currenciesQueryOptions } from '../../api/currencies.ts';
