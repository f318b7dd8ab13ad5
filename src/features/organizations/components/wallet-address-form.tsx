import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { failureMessage, useFormFields } from '../../../lib/form.ts';
import { useSetWalletAddress } from '../settings-mutations.ts';
import { currencyForAddress, walletAddressProblem, type Currency } from '../wallet-address.ts';
import { useT } from '../../../i18n/translate.ts';
import { organizationsMessages } from '../messages/index.ts';

interface WalletAddressFormProps {
  walletAddress: string | null;
  /** the crypto currencies a payout wallet may receive */
  currencies: readonly Currency[];
}

/**
 * The payout wallet (PATCH /v1/org/set/walletAddress). The currency it receives decides the address's shape
 * (its network), checked before the address is sent; the provider stores only the address.
 */
export function WalletAddressForm({ walletAddress, currencies }: WalletAddressFormProps) {
  const t = useT(organizationsMessages);
  const setWallet = useSetWalletAddress();
  const form = useFormFields(
    {
      currency: currencyForAddress(walletAddress, currencies)?.code ?? '',
      walletAddress: walletAddress ?? '',
    },
    {
      walletAddress: (value, values) =>
        walletAddressProblem(
          value,
          currencies.find((currency) => currency.code === values.currency),
        ),
    },
  );
  return (
    <form
      noValidate
      aria-label={t('payoutWallet')}
      onSubmit={form.onSubmit((values) => setWallet.mutate(values.walletAddress.trim()))}
    >
      <Stack gap="sm">
        <NativeSelect
          label={t('walletCurrency')}
          data={currencies.map((currency) => ({
            value: currency.code,
            label: `${currency.code} — ${currency.name}${currency.network ? ` (${currency.network})` : ''}`,
          }))}
          value={form.values.currency}
          onChange={(event) => form.setFieldValue('currency', event.currentTarget.value)}
        />
        <TextInput
          label={t('walletAddress')}
          required
          spellCheck={false}
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('walletAddress')}
        />
        {setWallet.error && (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(setWallet.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={setWallet.isPending}>
            {t('saveWallet')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
