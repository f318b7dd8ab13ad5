import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { formatMoney, toDecimal } from '../../../lib/money.ts';
import { useFormFields } from '../../../lib/form.ts';
import { endDateError, todayUtc } from '../model.ts';
import type { Currency, PayoutCurrencyBalance } from '../queries.ts';

export interface ChoiceValues extends Record<string, string> {
  currency: string;
  endDate: string;
}

interface PayoutChoiceFormProps {
  currencies: readonly Currency[];
  balances: readonly PayoutCurrencyBalance[];
  /** what the user chose before (kept when they come back from the review) */
  values: ChoiceValues;
  onReview: (values: ChoiceValues) => void;
  onCancel: () => void;
}

/** Step one of a payout: which currency, up to which day; checked before the review asks the provider. */
export function PayoutChoiceForm({
  currencies,
  balances,
  values,
  onReview,
  onCancel,
}: PayoutChoiceFormProps) {
  const form = useFormFields(values, {
    currency: (value) =>
      currencies.some((currency) => currency.code === value) ? null : 'Choose a currency',
    endDate: (value) => endDateError(value),
  });
  const option = (currency: Currency) => {
    const balance = balances.find((entry) => entry.currency === currency.code);
    const available = balance
      ? ` — ${formatMoney(toDecimal(balance.amount), currency.code, currencies)} available`
      : '';
    return { value: currency.code, label: `${currency.code} · ${currency.name}${available}` };
  };
  return (
    <form onSubmit={form.onSubmit(onReview)} noValidate aria-label="New payout">
      <Stack gap="sm">
        <NativeSelect
          label="Currency"
          data={currencies.map(option)}
          value={form.values.currency}
          error={form.errors.currency}
          onChange={(event) => form.setFieldValue('currency', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="End date"
          description="Unpaid payments created on or before this day (UTC) are included."
          required
          max={todayUtc()}
          {...form.getInputProps('endDate')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Review payout</Button>
        </Group>
      </Stack>
    </form>
  );
}
