import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { formatMoney, toDecimal } from '../../../lib/money.ts';
import { useFormFields } from '../../../lib/form.ts';
import { useT } from '../../../i18n/translate.ts';
import { payoutsMessages } from '../messages/index.ts';
import { endDateError, todayUtc } from '../model.ts';
import type { Currency, PayoutCurrencyBalance } from '../queries.ts';
import { useAmountsHidden } from '../../../lib/privacy.ts';

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
  const t = useT(payoutsMessages);
  useAmountsHidden(); // amounts in its sentences: written again on a toggle of privacy mode
  const form = useFormFields(values, {
    currency: (value) =>
      currencies.some((currency) => currency.code === value) ? null : t('currencyRequired'),
    endDate: (value) => endDateError(value),
  });
  const option = (currency: Currency) => {
    const balance = balances.find((entry) => entry.currency === currency.code);
    // the currency's code and name are the provider's; what is available, when known, is a sentence of ours
    const label = balance
      ? t('currencyOptionAvailable', {
          code: currency.code,
          name: currency.name,
          amount: formatMoney(toDecimal(balance.amount), currency.code, currencies),
        })
      : `${currency.code} · ${currency.name}`;
    return { value: currency.code, label };
  };
  return (
    <form onSubmit={form.onSubmit(onReview)} noValidate aria-label={t('newPayout')}>
      <Stack gap="sm">
        <NativeSelect
          label={t('currency')}
          data={currencies.map(option)}
          value={form.values.currency}
          error={form.errors.currency}
          onChange={(event) => form.setFieldValue('currency', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('endDate')}
          description={t('endDateHint')}
          required
          max={todayUtc()}
          {...form.getInputProps('endDate')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit">{t('reviewPayout')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
