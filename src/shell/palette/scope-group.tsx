import { useQuery } from '@tanstack/react-query';
import { Spotlight } from '@mantine/spotlight';
import { useApiClient } from '../../api/context.tsx';
import { IconBuilding, IconExchange } from '../../components/icons.tsx';
import { useSwitchEnvironment } from '../../features/environment/mutations.ts';
import { useSwitchOrganization } from '../../features/organizations/mutations.ts';
import { resolveCurrentOrganization } from '../../features/organizations/model.ts';
import {
  masterOrganizationsQueryOptions,
  memberOrganizationsQueryOptions,
} from '../../features/organizations/queries.ts';
import { organizationsShellMessages } from '../../features/organizations/shell/messages/index.ts';
import { translate, useT } from '../../i18n/translate.ts';
import { changeScopeWhenAllowed } from '../../lib/scope-change-guard.ts';
import { useSessionScope } from '../../session/context.tsx';
import { useCurrentUser } from '../../session/current-user.ts';
import { paletteMessages } from './messages/index.ts';
import { matchesQuery, organizationTargets } from './palette-model.ts';
import type { GroupProps } from './command-palette.tsx';

/**
 * Organization and environment: the organizations the header's selector lists (a master's All organizations
 * and every organization), the one shown now left out, and the other environment. Each does exactly what the
 * header's control does (the same mutations, the same unsaved-input guard, the same toasts).
 */
export function ScopeGroup({ query }: GroupProps) {
  const t = useT(paletteMessages);
  const api = useApiClient();
  const scope = useSessionScope();
  const { isMaster } = useCurrentUser();
  const switchOrganization = useSwitchOrganization();
  const switchEnvironment = useSwitchEnvironment();
  const member = useQuery(memberOrganizationsQueryOptions(api, scope)).data ?? [];
  const master = useQuery({ ...masterOrganizationsQueryOptions(api, scope), enabled: isMaster }).data ?? [];
  const current = isMaster
    ? (scope.masterOrgId ?? '')
    : (resolveCurrentOrganization(member, scope.orgId, scope.userId)?._id ?? null);
  const organizations = organizationTargets(
    isMaster,
    current,
    isMaster ? master : member,
    translate(organizationsShellMessages, 'allOrganizations'),
  )
    .map((target) => ({ ...target, label: t('switchOrganization', { name: target.name }) }))
    .filter((target) => matchesQuery(query, target.label));
  const otherEnv = scope.env === 'test' ? 'live' : 'test';
  const envLabel = t('switchEnvironment', { env: otherEnv });
  const showEnv = matchesQuery(query, envLabel);
  if (organizations.length === 0 && !showEnv) return null;
  return (
    <Spotlight.ActionsGroup label={t('groupScope')}>
      {organizations.map((target) => (
        <Spotlight.Action
          key={`org-${target.id}`}
          label={target.label}
          leftSection={<IconBuilding size={18} />}
          disabled={switchOrganization.isPending}
          onClick={() =>
            void changeScopeWhenAllowed(() =>
              switchOrganization.mutate({ id: target.id, name: target.name, isMaster }),
            )
          }
        />
      ))}
      {showEnv && (
        <Spotlight.Action
          label={envLabel}
          leftSection={<IconExchange size={18} />}
          disabled={switchEnvironment.isPending}
          onClick={() => void changeScopeWhenAllowed(() => switchEnvironment.mutate(otherEnv))}
        />
      )}
    </Spotlight.ActionsGroup>
  );
}
