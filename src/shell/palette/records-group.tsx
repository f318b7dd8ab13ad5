import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Spotlight } from '@mantine/spotlight';
import { useApiClient } from '../../api/context.tsx';
import { isApiError } from '../../api/errors.ts';
import { IconBuilding, IconCash, IconExchange, IconList } from '../../components/icons.tsx';
import { useSwitchOrganization } from '../../features/organizations/mutations.ts';
import { useT } from '../../i18n/translate.ts';
import { formatMoney, toDecimal } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { useAmountsHidden } from '../../lib/privacy.ts';
import { changeScopeWhenAllowed } from '../../lib/scope-change-guard.ts';
import { hitPath, searchCachedData, searchQueryOptions, type SearchHit } from '../../lib/search/index.ts';
import { isStatusName, statusLabel } from '../../lib/status-vocabulary.ts';
import { useSessionScope } from '../../session/context.tsx';
import { useCurrentUser } from '../../session/current-user.ts';
import { paletteMessages } from './messages/index.ts';
import { isSearchable } from './palette-model.ts';
import type { GroupProps } from './command-palette.tsx';

/** The provider is asked once the typing pauses this long (each keystroke would be a request otherwise). */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * Records: what the provider's search finds for the text (3 characters or more) in the organization and
 * environment shown, as the user types. A new text supersedes the previous request, which is cancelled (the
 * query's signal, src/lib/search/). Offline, or when the search fails, the hits come from what this device has
 * cached, and a line says so; a search refused for now (429, too many too fast) says the provider's sentence,
 * which tells when to try again.
 */
export function RecordsGroup({ query, go }: GroupProps) {
  const t = useT(paletteMessages);
  const api = useApiClient();
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const online = useOnline();
  const { isMaster } = useCurrentUser();
  const switchOrganization = useSwitchOrganization();
  useAmountsHidden(); // the hits' amounts follow privacy mode
  const typed = query.trim();
  const [settled] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const searchable = isSearchable(settled);
  const search = useQuery({
    ...searchQueryOptions(api, scope, settled),
    // offline, the device's cache answers instead (a request would only fail)
    enabled: searchable && online,
  });

  if (!isSearchable(typed)) {
    return typed ? <StatusLine>{t('typeMore')}</StatusLine> : null;
  }
  const waiting = typed !== settled || (online && search.isFetching && !search.data);
  if (waiting) return <StatusLine>{t('searching')}</StatusLine>;

  const fromDevice = !online || search.isError;
  const refusedForNow = isApiError(search.error) && search.error.status === 429 ? search.error.message : null;
  const hits: readonly SearchHit[] = fromDevice
    ? searchCachedData(queryClient, scope, settled)
    : (search.data?.results ?? []);
  const open = (hit: SearchHit) => {
    const path = hitPath(hit);
    if (path) return go(path);
    void changeScopeWhenAllowed(() =>
      switchOrganization.mutate({ id: hit.orgId || hit.id, name: hit.label, isMaster }),
    );
  };

  return (
    <>
      {fromDevice && (
        <StatusLine>
          {!online
            ? t('fromDevice')
            : (refusedForNow ?? (hits.length ? t('searchFailedCached') : t('searchFailed')))}
        </StatusLine>
      )}
      {hits.length === 0 && (online ? !search.isError : true) && (
        <StatusLine>{t('noResults', { query: settled })}</StatusLine>
      )}
      {hits.length > 0 && (
        <Spotlight.ActionsGroup label={t('groupRecords')}>
          {hits.map((hit) => (
            <Spotlight.Action
              key={`${hit.kind}-${hit.id}`}
              label={hit.label}
              description={`${t('kind', { kind: hit.kind })} · ${hit.matchedText}`}
              leftSection={<KindIcon kind={hit.kind} />}
              rightSection={<HitFacts hit={hit} />}
              dimmedSections={false}
              className="bo-palette-hit"
              onClick={() => open(hit)}
            />
          ))}
        </Spotlight.ActionsGroup>
      )}
    </>
  );
}

/** A line about the search itself (waiting, failed, nothing found), read out when it changes. */
function StatusLine({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" px="md" py="xs" role="status">
      {children}
    </Text>
  );
}

function KindIcon({ kind }: { kind: SearchHit['kind'] }) {
  if (kind === 'organization') return <IconBuilding size={18} />;
  if (kind === 'payout') return <IconCash size={18} />;
  if (kind === 'dispute') return <IconList size={18} />;
  return <IconExchange size={18} />;
}

/** A hit's status and amount, at the end of its row (none for an organization). */
function HitFacts({ hit }: { hit: SearchHit }) {
  const status = hit.status ? (isStatusName(hit.status) ? statusLabel(hit.status) : hit.status) : null;
  const amount =
    hit.amount !== null && hit.currency ? formatMoney(toDecimal(hit.amount), hit.currency, undefined) : null;
  if (!status && !amount) return null;
  return (
    <span className="bo-palette-facts">
      {amount && <span>{amount}</span>}
      {status && <span>{status}</span>}
    </span>
  );
}
