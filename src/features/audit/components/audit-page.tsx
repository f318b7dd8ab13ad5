import { Badge, Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagePagination } from '../../../components/page-pagination.tsx';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { useT } from '../../../i18n/translate.ts';
import { formatCount } from '../../../lib/count.ts';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { useAmountsHidden } from '../../../lib/privacy.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { auditMessages, type AuditMessage } from '../messages/index.ts';
import { shortBrowser } from '../model.ts';
import { auditFilters, auditQueryOptions, type AuditEntry } from '../queries.ts';
import { AUDIT_PAGE_SIZES, type AuditSearch } from '../search.ts';
import { changeWords, kindWords } from '../words.ts';
import { AuditFilters, type AuditMember } from './audit-filters.tsx';
import { ExportAuditButton } from './export-audit-button.tsx';
import './styles.ts';

interface AuditPageProps {
  scope: SessionScope;
  search: AuditSearch;
  members: readonly AuditMember[];
  organizationName: string;
  onSearchChange: (change: Partial<AuditSearch>) => void;
}

type Say = (key: AuditMessage, values?: Record<string, string | number>) => string;

/** The table's columns (cards below 992 px), in the language spoken now. */
function columns(t: Say, amountsHidden: boolean): Column<AuditEntry>[] {
  return [
    {
      key: 'who',
      header: t('columnWho'),
      render: (entry) =>
        entry.actor ? (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {entry.actor.name ?? entry.actor.email ?? entry.actor._id}
            </Text>
            {entry.actor.name && entry.actor.email && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {entry.actor.email}
              </Text>
            )}
          </Stack>
        ) : (
          t('theProvider')
        ),
    },
    {
      key: 'what',
      header: t('columnWhat'),
      render: (entry) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{kindWords(entry.kind)}</Text>
          {entry.targetLabel && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.targetLabel}
            </Text>
          )}
          {entry.env && (
            <Badge size="xs" variant="light" color={entry.env === 'live' ? 'green' : 'gray'}>
              {t('environmentTag', { env: entry.env })}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'when',
      header: t('columnWhen'),
      render: (entry) => <time dateTime={entry.createdAt}>{formatDayMonthUtc(entry.createdAt)}</time>,
    },
    {
      key: 'where',
      header: t('columnWhere'),
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {entry.clientAddress}
          </Text>
          {/* the short name for the eye, the whole header on hover and in the CSV */}
          <Text size="xs" c="dimmed" title={entry.userAgent || undefined}>
            {shortBrowser(entry.userAgent) ?? t('unknownBrowser')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'changes',
      header: t('columnChanges'),
      render: (entry) =>
        entry.changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noDetails')}
          </Text>
        ) : (
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {entry.changes.map((change) => (
              <Text component="li" key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {changeWords(change, amountsHidden)}
              </Text>
            ))}
          </Stack>
        ),
    },
  ];
}

/**
 * The organization's audit log (issue 33): who did what, when, from where and what changed, newest first,
 * filtered by member, kind and dates from the URL, a page at a time, and exported as CSV with the same filters.
 */
export function AuditPage({ scope, search, members, organizationName, onSearchChange }: AuditPageProps) {
  const t = useT(auditMessages);
  const api = useApiClient();
  const amountsHidden = useAmountsHidden();
  const { data } = useSuspenseQuery(auditQueryOptions(api, scope, search));
  const filters = auditFilters(search);
  const filtered = Object.keys(filters).length > 0;
  const pastTheEnd = search.page > 1 && data.totalPages > 0 && data.results.length === 0;

  return (
    <Container size="xl" py="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={4} maw={640}>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
            <Text size="sm">
              {t('totalCount', { count: data.totalResults, countText: formatCount(data.totalResults) })}
            </Text>
          </Stack>
          <ExportAuditButton filters={filters} organizationName={organizationName} env={scope.env} />
        </Group>
        <AuditFilters search={search} members={members} onChange={onSearchChange} />
        {data.results.length === 0 ? (
          <EmptyState
            title={
              pastTheEnd
                ? t('noSuchPage', { page: formatCount(search.page) })
                : filtered
                  ? t('emptyFilteredTitle')
                  : t('emptyTitle')
            }
            description={filtered ? t('emptyFilteredDescription') : t('emptyDescription')}
            action={
              pastTheEnd ? (
                <Button variant="default" onClick={() => onSearchChange({ page: data.totalPages })}>
                  {t('goToPage', { page: formatCount(data.totalPages) })}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <ResponsiveTable
            label={t('title')}
            columns={columns(t, amountsHidden)}
            rows={data.results}
            rowKey={(entry) => entry._id}
          />
        )}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('perPage')}
            w={96}
            value={String(search.limit)}
            data={AUDIT_PAGE_SIZES.map(String)}
            onChange={(event) => onSearchChange({ limit: Number(event.currentTarget.value), page: 1 })}
          />
          {data.totalPages > 1 && search.page <= data.totalPages && (
            <Group component="nav" aria-label={t('pagesLabel')} gap="sm">
              <Text size="sm">
                {t('pageOf', { page: formatCount(search.page), total: formatCount(data.totalPages) })}
              </Text>
              <PagePagination
                total={data.totalPages}
                value={search.page}
                onChange={(page) => onSearchChange({ page })}
              />
            </Group>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
