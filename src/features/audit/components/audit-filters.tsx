import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { formatCount } from '../../../lib/count.ts';
import { auditMessages, type AuditMessage } from '../messages/index.ts';
import { AUDIT_KIND_GROUPS, type AuditKindGroup } from '../kinds.ts';
import { kindsOf, type AuditSearch } from '../search.ts';
import { groupWords, kindWords } from '../words.ts';

/** A member the filter offers: the organization's members now (a former member stays choosable by the URL). */
export interface AuditMember {
  userId: string;
  name: string;
  email: string;
}

interface AuditFiltersProps {
  search: AuditSearch;
  members: readonly AuditMember[];
  onChange: (change: Partial<AuditSearch>) => void;
}

/** The kind filter's choices: every kind, grouped, each group also as a whole ("Team: all"). */
function kindOptions(
  current: string | undefined,
  t: (key: AuditMessage, values?: Record<string, string | number>) => string,
) {
  const groups = (Object.keys(AUDIT_KIND_GROUPS) as AuditKindGroup[]).map((group) => {
    const kinds: readonly string[] = AUDIT_KIND_GROUPS[group];
    return {
      group: groupWords(group),
      items: [
        ...(kinds.length > 1
          ? [{ value: kinds.join(','), label: t('allOfGroup', { group: groupWords(group) }) }]
          : []),
        ...AUDIT_KIND_GROUPS[group].map((kind) => ({ value: kind, label: kindWords(kind) })),
      ],
    };
  });
  const offered = groups.some((group) => group.items.some((item) => item.value === current));
  // a set of kinds the URL names that no single choice is: shown as such, so the select says what is listed
  const chosen = current && !offered ? kindsOf(current).length : 0;
  return [
    { value: '', label: t('allKinds') },
    ...(chosen
      ? [{ value: current!, label: t('chosenKinds', { count: chosen, countText: formatCount(chosen) }) }]
      : []),
    ...groups,
  ];
}

/** Who, what and when: each filter goes into the URL at once and starts again from the first page. */
export function AuditFilters({ search, members, onChange }: AuditFiltersProps) {
  const t = useT(auditMessages);
  const memberOptions = [
    { value: '', label: t('allMembers') },
    ...members.map((member) => ({ value: member.userId, label: `${member.name} (${member.email})` })),
    ...(search.member && !members.some((member) => member.userId === search.member)
      ? [{ value: search.member, label: search.member }]
      : []),
  ];
  const filtered = Boolean(search.member || search.kind || search.from || search.to);
  return (
    <Group component="section" aria-label={t('filtersLabel')} gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('filterMember')}
        w={{ base: '100%', xs: 240 }}
        value={search.member ?? ''}
        data={memberOptions}
        onChange={(event) => onChange({ member: event.currentTarget.value || undefined, page: 1 })}
      />
      <NativeSelect
        label={t('filterKind')}
        w={{ base: '100%', xs: 260 }}
        value={search.kind ?? ''}
        data={kindOptions(search.kind, t)}
        onChange={(event) => onChange({ kind: event.currentTarget.value || undefined, page: 1 })}
      />
      <TextInput
        type="date"
        label={t('filterFrom')}
        w={{ base: 'calc(50% - 6px)', xs: 170 }}
        value={search.from ?? ''}
        max={search.to}
        onChange={(event) => onChange({ from: event.currentTarget.value || undefined, page: 1 })}
      />
      <TextInput
        type="date"
        label={t('filterTo')}
        w={{ base: 'calc(50% - 6px)', xs: 170 }}
        value={search.to ?? ''}
        min={search.from}
        onChange={(event) => onChange({ to: event.currentTarget.value || undefined, page: 1 })}
      />
      {filtered && (
        <Button
          variant="subtle"
          onClick={() =>
            onChange({ member: undefined, kind: undefined, from: undefined, to: undefined, page: 1 })
          }
        >
          {t('clearFilters')}
        </Button>
      )}
    </Group>
  );
}
