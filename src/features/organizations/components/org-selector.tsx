// Badge is its own; Avatar and the Select's Combobox are building blocks the shell loads first (src/shell/styles.ts)
import '@mantine/core/styles/Badge.css';
import { useEffect } from 'react';
import { Avatar, Badge, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { changeScopeWhenAllowed } from '../../../lib/scope-change-guard.ts';
import { useSessionScope } from '../../../session/context.tsx';
import { scopeStore } from '../../../session/scope.ts';
import { keyUserId } from '../../../session/scope-key.ts';
import { useSwitchOrganization } from '../mutations.ts';
import { defaultOrganizationId, resolveCurrentOrganization } from '../model.ts';
import { masterOrganizationsQueryOptions, memberOrganizationsQueryOptions } from '../queries.ts';
import { useT } from '../../../i18n/translate.ts';
import { organizationsShellMessages } from '../shell/messages/index.ts';

/**
 * docs/product/04-states.md §4.2: a master may view every organization at once; its option has the empty id.
 */
const ALL_ORGANIZATIONS_ID = '';

interface OrgSelectorProps {
  isMaster: boolean;
  userId: string | undefined;
}

/** The header's organization selector (320 px); masters get All Organizations and the Master Portal label. */
export function OrgSelector({ isMaster, userId }: OrgSelectorProps) {
  const t = useT(organizationsShellMessages);
  const api = useApiClient();
  const scope = useSessionScope();
  const switchOrganization = useSwitchOrganization();
  // The same user's memberships in the other environment may stay while these load (the names do not
  // change with the environment); another user's never.
  const member = useQuery({
    ...memberOrganizationsQueryOptions(api, scope),
    placeholderData: (previous, previousQuery) =>
      keyUserId(previousQuery?.queryKey) === scope.userId ? previous : undefined,
  });
  const master = useQuery({ ...masterOrganizationsQueryOptions(api, scope), enabled: isMaster });

  const organizations = member.data ?? [];
  const owned = isMaster ? undefined : resolveCurrentOrganization(organizations, scope.orgId, userId);

  // docs/product/04-states.md §4.2 (the rule is defaultOrganizationId): the effect only stores what the rule
  // decided.
  const defaultId = defaultOrganizationId(organizations, scope.orgId, userId, isMaster);
  useEffect(() => {
    if (defaultId !== null) scopeStore.setOrg(defaultId);
  }, [defaultId]);

  const options = isMaster
    ? [
        { value: ALL_ORGANIZATIONS_ID, label: t('allOrganizations') },
        ...(master.data ?? []).map((org) => ({ value: org._id, label: org.name })),
      ]
    : organizations.map((org) => ({ value: org._id, label: org.name }));
  const value = isMaster ? (scope.masterOrgId ?? ALL_ORGANIZATIONS_ID) : (owned?._id ?? null);
  const logo = isMaster
    ? master.data?.find((org) => org._id === value)?.logo
    : organizations.find((org) => org._id === value)?.logo;
  const selectedLabel = options.find((option) => option.value === value)?.label ?? '';

  return (
    <Group gap="xs" wrap="nowrap" className="bo-org-selector">
      {isMaster && (
        <Badge variant="light" size="lg" className="bo-master-label">
          {t('masterPortal')}
        </Badge>
      )}
      <Select
        aria-label={t('selectorLabel')}
        data={options}
        value={value}
        allowDeselect={false}
        checkIconPosition="right"
        disabled={switchOrganization.isPending}
        w={320}
        maw="100%"
        leftSection={
          <Avatar src={logo ?? undefined} size={24} radius="sm" alt="" color="initials" name={selectedLabel}>
            {selectedLabel.slice(0, 1)}
          </Avatar>
        }
        // its list is rendered when opened, not kept (hidden) in every signed-in page: a kept one is positioned
        // at mount, a style recalculation of the whole page in the middle of the shell's first commit
        comboboxProps={{ width: 320, keepMounted: false }}
        onChange={(next, option) => {
          if (next === null || next === value) return;
          const target = { id: next, name: option?.label ?? '', isMaster };
          void changeScopeWhenAllowed(() => switchOrganization.mutate(target));
        }}
      />
    </Group>
  );
}
