import { useRef, type ChangeEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { translate, useT } from '../../../i18n/translate.ts';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  cryptoCurrencies,
  fiatAmountError,
  fiatCurrencies,
  typedAmount,
  walletAddressError,
} from '../model.ts';
import { onRampMessages } from '../messages/index.ts';
import { useCreateOnRampRequest } from '../mutations.ts';
import type { Currency } from '../queries.ts';

interface NewOnRampRequestFormProps {
  currencies: readonly Currency[];
  onDone: () => void;
}

/**
 * A request to buy crypto with the organization's fiat: the amount is read exactly (never a float) and checked
 * against the fiat currency's decimals, the wallet against the contract's shape, before anything is sent.
 */
export function NewOnRampRequestForm({ currencies, onDone }: NewOnRampRequestFormProps) {
  const t = useT(onRampMessages);
  const fiat = fiatCurrencies(currencies);
  const crypto = cryptoCurrencies(currencies);
  const create = useCreateOnRampRequest();
  const currencyOf = (code: string) => currencies.find((currency) => currency.code === code);
  const form = useFormFields(
    {
      fiatAmount: '',
      fiatCurrency: fiat[0]?.code ?? '',
      cryptoCurrency: crypto[0]?.code ?? '',
      walletAddress: '',
    },
    {
      fiatAmount: (value, values) => fiatAmountError(value, currencyOf(values.fiatCurrency)),
      fiatCurrency: (value) => (value ? null : translate(onRampMessages, 'fiatCurrencyMissing')),
      cryptoCurrency: (value) => (value ? null : translate(onRampMessages, 'cryptoCurrencyMissing')),
      walletAddress: walletAddressError,
    },
  );
  const intentKey = useIntentKey();
  const submit = form.onSubmit((values) =>
    create.mutate(
      { ...values, fiatAmount: typedAmount(values.fiatAmount), idempotencyKey: intentKey.for(values) },
      {
        onSuccess: () => {
          intentKey.done();
          showToast(translate(onRampMessages, 'requestCreated'), 'success');
          onDone();
        },
      },
    ),
  );
  const failure = failureMessage(create.error);
  /** a select's value and change handler (the form's input props are typed for text inputs) */
  const selectProps = (name: 'fiatCurrency' | 'cryptoCurrency') => ({
    value: form.values[name],
    error: form.errors[name],
    onChange: (event: ChangeEvent<HTMLSelectElement>) => form.setFieldValue(name, event.currentTarget.value),
  });
  const option = (currency: Currency) => ({
    value: currency.code,
    label: `${currency.code} · ${currency.name}`,
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('newRequestTitle')}>
      <Stack gap="sm">
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('amount')}
            inputMode="decimal"
            autoComplete="off"
            required
            miw={140}
            {...form.getInputProps('fiatAmount')}
          />
          <NativeSelect
            label={t('payWith')}
            data={fiat.map(option)}
            miw={140}
            {...selectProps('fiatCurrency')}
          />
        </Group>
        <NativeSelect label={t('receive')} data={crypto.map(option)} {...selectProps('cryptoCurrency')} />
        <TextInput
          label={t('walletAddress')}
          description={t('walletAddressDescription')}
          autoComplete="off"
          spellCheck={false}
          required
          {...form.getInputProps('walletAddress')}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('createRequest')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * One Idempotency-Key per intent: the same values sent again (a second press while the first is on its way, a
 * retry after a lost answer) keep their key, so the provider makes one request; changed values are a new intent.
 */
function useIntentKey() {
  const intent = useRef<{ values: string; key: string } | null>(null);
  return {
    for(values: object): string {
      const sent = JSON.stringify(values);
      if (intent.current?.values !== sent) intent.current = { values: sent, key: crypto.randomUUID() };
      return intent.current.key;
    },
    done() {
      intent.current = null;
    },
  };
}
