import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/translate.ts';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import { notificationSettingsMessages } from './messages/index.ts';
import { decimalsOf, newRowKey, type DraftProblems, type Problem, type ThresholdRow } from './model.ts';

interface LargePaymentsProps {
  rows: ThresholdRow[];
  currencies: readonly CurrencyPrecision[];
  /** what the last attempt to save found wrong, per row */
  problems: DraftProblems['thresholds'];
  onChange: (rows: ThresholdRow[]) => void;
}

/**
 * The large-payment thresholds: one row per currency (a currency taken by another row is not offered again),
 * each amount with its currency's decimals said beside it before anything is sent.
 */
export function LargePayments({ rows, currencies, problems, onChange }: LargePaymentsProps) {
  const t = useT(notificationSettingsMessages);
  const message = (problem: Problem | undefined) => problem && t(problem.key, problem.values);
  const change = (key: string, patch: Partial<ThresholdRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const taken = new Set(rows.map((row) => row.currency));
  // the first currency no row has yet, so one tap on Add gives a row ready for its amount
  const next = currencies.find((currency) => !taken.has(currency.code))?.code ?? '';

  return (
    <Stack gap="sm">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noThresholds')}
        </Text>
      )}
      {rows.map((row) => {
        const decimals = decimalsOf(currencies, row.currency);
        return (
          <Group key={row.key} gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('thresholdCurrency')}
              w={130}
              value={row.currency}
              error={message(problems[row.key]?.currency)}
              onChange={(event) => change(row.key, { currency: event.currentTarget.value })}
              data={[
                { value: '', label: t('chooseCurrency'), disabled: true },
                ...currencies.map(({ code }) => ({
                  value: code,
                  label: code,
                  disabled: code !== row.currency && taken.has(code),
                })),
              ]}
            />
            <TextInput
              label={t('thresholdAmount')}
              description={
                row.currency
                  ? t('thresholdAmountHint', { count: decimals, currency: row.currency })
                  : t('thresholdAmountHintNoCurrency')
              }
              inputMode="decimal"
              autoComplete="off"
              style={{ flex: '1 1 180px' }}
              maw={280}
              value={row.amount}
              error={message(problems[row.key]?.amount)}
              onChange={(event) => change(row.key, { amount: event.currentTarget.value })}
            />
            <Button
              variant="subtle"
              color="red"
              aria-label={t('removeThresholdNamed', { currency: row.currency || 'none' })}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            >
              {t('removeThreshold')}
            </Button>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="default"
          disabled={rows.length >= currencies.length}
          onClick={() => onChange([...rows, { key: newRowKey(), currency: next, amount: '' }])}
        >
          {t('addThreshold')}
        </Button>
      </Group>
    </Stack>
  );
}
