import { Button, Group, NativeSelect, SimpleGrid } from '@mantine/core';
import type { components } from '../../../shared/provider-schema.gen.ts';
import { FiltersSheet } from '../../../components/filters-sheet.tsx';
import { DATE_PRESET_IDS, datePresetRange, presetOf, type DatePresetId } from '../date-presets.ts';
import { CURRENCY_TYPES, SORT_FIELDS, TRANSACTION_STATUSES, type TransactionSearch } from '../search.ts';
import { sheetFilterCount } from '../view-search.ts';
import { DateRangeFilter } from './date-range-filter.tsx';
import { DebouncedTextInput } from './debounced-text-input.tsx';
import { statusLabel } from '../../../lib/status-vocabulary.ts';
import { useT } from '../../../i18n/translate.ts';
import { transactionsMessages } from '../messages/index.ts';

type Currency = components['schemas']['Currency'];

export interface FilterChoices {
  currencyTypes: readonly string[];
  statuses: readonly string[];
  currencies: readonly Currency[];
  /** a master's organizations (null for everyone else: the filter is not offered) */
  organizations: readonly { _id: string; name: string }[] | null;
  /** the organization's signing keys; null when not loaded (offline: they are never saved on the device) */
  keys: readonly { _id: string; name: string; keyPrefix: string }[] | null;
}

interface TransactionFiltersProps {
  search: TransactionSearch;
  choices: FilterChoices;
  /** a filter changed: the page starts again from 1 */
  onChange: (patch: Partial<TransactionSearch>) => void;
  onClear: () => void;
  canClear: boolean;
  today: Date;
}

type MessageKey = keyof (typeof transactionsMessages)['source'];

const PRESET_LABELS: Record<DatePresetId, MessageKey> = {
  today: 'presetToday',
  '7d': 'preset7d',
  '30d': 'preset30d',
  month: 'presetMonth',
};

const option = (value: string, label: string) => ({ value, label });
/** "" in a select means "any": the filter leaves the request. */
const orUndefined = (value: string) => value || undefined;
const known = <T extends string>(allowed: readonly T[], offered: readonly string[]) =>
  allowed.filter((value) => offered.includes(value));

/**
 * Every filter of docs/product/03-entities.md §3.6, each writing the URL through `onChange`. The offered
 * values come from the provider (helper services and currency list), limited to what the URL validation
 * accepts, so a choice always survives a reload.
 */
export function TransactionFilters(props: TransactionFiltersProps) {
  const { search, choices, onChange, onClear, canClear, today } = props;
  const t = useT(transactionsMessages);
  const currencies = choices.currencies.filter(
    (currency) => !search.currencyType || currency.currencyType === search.currencyType,
  );
  const activePreset = presetOf(search, today);
  return (
    <FiltersSheet
      activeCount={sheetFilterCount(search)}
      search={
        <DebouncedTextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={search.search}
          onCommit={(value) => onChange({ search: value })}
        />
      }
    >
      {/* two selects side by side even on a 390 px phone, so the sheet stays short */}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm" verticalSpacing="xs">
        <DebouncedTextInput
          label={t('filterTitle')}
          value={search.title}
          onCommit={(value) => onChange({ title: value })}
        />
        <NativeSelect
          label={t('filterStatus')}
          value={search.status ?? ''}
          data={[
            option('', t('allStatuses')),
            ...known(TRANSACTION_STATUSES, choices.statuses).map((s) => option(s, statusLabel(s))),
          ]}
          onChange={(event) =>
            onChange({ status: orUndefined(event.currentTarget.value) as TransactionSearch['status'] })
          }
        />
        <NativeSelect
          label={t('filterCurrencyType')}
          value={search.currencyType ?? ''}
          data={[
            option('', t('cryptoAndFiat')),
            ...known(CURRENCY_TYPES, choices.currencyTypes).map((type) =>
              option(type, t('currencyTypeOption', { type, typeText: type })),
            ),
          ]}
          onChange={(event) => {
            const currencyType = orUndefined(event.currentTarget.value) as TransactionSearch['currencyType'];
            // a currency of the other type would match nothing: it is dropped with the type change
            const keep = choices.currencies.some(
              (c) => c.code === search.currency && (!currencyType || c.currencyType === currencyType),
            );
            onChange({ currencyType, ...(keep ? {} : { currency: undefined }) });
          }}
        />
        <NativeSelect
          label={t('filterCurrency')}
          value={search.currency ?? ''}
          data={[
            option('', t('allCurrencies')),
            ...currencies.map((c) => option(c.code, `${c.code} — ${c.name}`)),
          ]}
          onChange={(event) => onChange({ currency: orUndefined(event.currentTarget.value) })}
        />
        <NativeSelect
          label={t('filterProcessed')}
          value={search.isProcessed === undefined ? '' : String(search.isProcessed)}
          data={[
            option('', t('processedAny')),
            option('true', t('processedInPayout')),
            option('false', t('processedNotYet')),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ isProcessed: value === '' ? undefined : value === 'true' });
          }}
        />
        {choices.organizations && (
          <NativeSelect
            label={t('filterOrganization')}
            value={search.orgId ?? ''}
            data={[
              option('', t('allOrganizations')),
              ...choices.organizations.map((org) => option(org._id, org.name)),
            ]}
            onChange={(event) => onChange({ orgId: orUndefined(event.currentTarget.value) })}
          />
        )}
        <NativeSelect
          label={t('filterApiKey')}
          value={search.keyId ?? ''}
          disabled={choices.keys === null}
          description={choices.keys === null ? t('keysOffline') : undefined}
          data={[
            option('', t('allKeys')),
            ...(choices.keys === null
              ? // a key chosen in the address still filters, named by its id
                search.keyId
                ? [option(search.keyId, search.keyId)]
                : []
              : choices.keys.map((key) => option(key._id, `${key.name} (${key.keyPrefix}…)`))),
          ]}
          onChange={(event) => onChange({ keyId: orUndefined(event.currentTarget.value) })}
        />
        <NativeSelect
          label={t('sortBy')}
          value={search.sortField}
          data={SORT_FIELDS.map((field) => option(field, t('sortField', { field })))}
          onChange={(event) =>
            onChange({ sortField: event.currentTarget.value as TransactionSearch['sortField'] })
          }
        />
        <NativeSelect
          label={t('sortOrder')}
          value={search.sortOrder}
          data={[option('desc', t('descending')), option('asc', t('ascending'))]}
          onChange={(event) =>
            onChange({ sortOrder: event.currentTarget.value as TransactionSearch['sortOrder'] })
          }
        />
      </SimpleGrid>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <DateRangeFilter startDate={search.startDate} endDate={search.endDate} onChange={onChange} />
        <Group gap={4} role="group" aria-label={t('datePresets')} wrap="wrap">
          {DATE_PRESET_IDS.map((preset) => (
            <Button
              key={preset}
              size="xs"
              variant={activePreset === preset ? 'filled' : 'default'}
              aria-pressed={activePreset === preset}
              onClick={() => onChange(datePresetRange(preset, today))}
            >
              {t(PRESET_LABELS[preset])}
            </Button>
          ))}
        </Group>
        <Button size="xs" variant="subtle" onClick={onClear} disabled={!canClear}>
          {t('clearFilters')}
        </Button>
      </Group>
    </FiltersSheet>
  );
}
