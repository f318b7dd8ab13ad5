import './payout-filter-bar.css';
import type { ReactNode } from 'react';
import { Box, NativeSelect } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import { statusLabel } from '../../../lib/status-vocabulary.ts';
import { PAYOUT_STATUSES, type PayoutFilters } from '../filters.ts';
import { payoutsMessages } from '../messages/index.ts';
import type { Currency } from '../queries.ts';

interface PayoutFilterBarProps {
  filters: PayoutFilters;
  currencies: readonly Currency[];
  onChange: (filters: PayoutFilters) => void;
  /** a control of the list beside them (the page size), left out on a phone */
  children?: ReactNode;
}

/** 44 px tall selects: a thumb's target on a phone. */
export const TALL_SELECT = { input: { minHeight: 44 } };

/**
 * The payout list's status and currency filters (issue 34), in the URL, side by side even at 390 px, with the
 * page size beside them where there is room (payout-filter-bar.css).
 */
export function PayoutFilterBar({ filters, currencies, onChange, children }: PayoutFilterBarProps) {
  const t = useT(payoutsMessages);
  return (
    <Box role="group" aria-label={t('filtersLabel')} className="bo-payout-filters">
      <NativeSelect
        label={t('columnStatus')}
        value={filters.status ?? ''}
        styles={TALL_SELECT}
        data={[
          { value: '', label: t('allStatuses') },
          ...PAYOUT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
        ]}
        onChange={(event) =>
          onChange({
            ...filters,
            status: PAYOUT_STATUSES.find((status) => status === event.currentTarget.value),
          })
        }
      />
      <NativeSelect
        label={t('columnCurrency')}
        value={filters.currency ?? ''}
        styles={TALL_SELECT}
        data={[
          { value: '', label: t('allCurrencies') },
          ...currencies.map((currency) => ({ value: currency.code, label: currency.code })),
        ]}
        onChange={(event) => onChange({ ...filters, currency: event.currentTarget.value || undefined })}
      />
      <div className="bo-payout-filters-extra">{children}</div>
    </Box>
  );
}
