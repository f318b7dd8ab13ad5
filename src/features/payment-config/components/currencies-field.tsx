import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Currency, Provider } from '../queries.ts';
import { listOf, orderCodes } from '../model.ts';
import { translate, useT } from '../../../i18n/translate.ts';
import { paymentConfigMessages } from '../messages/index.ts';

interface CurrenciesFieldProps {
  currencies: readonly Currency[];
  providers: readonly Provider[];
  /** the provider's currency types (helper service), in its order: they group the checkboxes */
  currencyTypes: readonly string[];
  value: string[];
  error: string | null | undefined;
  onChange: (codes: string[]) => void;
}

/** A currency type's heading; a type the app does not know is shown as the provider names it. */
function typeLabel(type: string): string {
  if (type === 'fiat') return translate(paymentConfigMessages, 'fiatCurrencies');
  if (type === 'crypto') return translate(paymentConfigMessages, 'cryptoCurrencies');
  return type;
}

/** Which enabled providers take a currency: what accepting it would rely on. */
function providersOf(code: string, providers: readonly Provider[]): string {
  const names = providers.filter((p) => p.enabled && p.currencies.includes(code)).map((p) => p.name);
  return names.length
    ? translate(paymentConfigMessages, 'through', { providers: listOf(names) })
    : translate(paymentConfigMessages, 'noEnabledProvider');
}

/** The accepted currencies as checkboxes, grouped by currency type, each naming the providers behind it. */
export function CurrenciesField(props: CurrenciesFieldProps) {
  const { currencies, providers, currencyTypes, value, error, onChange } = props;
  const t = useT(paymentConfigMessages);
  return (
    <Checkbox.Group
      label={t('acceptedCurrencies')}
      description={t('acceptedCurrenciesHint')}
      value={value}
      onChange={(codes) => onChange(orderCodes(codes, currencies))}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {currencyTypes.map((type) => (
          <div key={type}>
            <Text size="sm" fw={600} mb={6}>
              {typeLabel(type)}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {currencies
                .filter((currency) => currency.currencyType === type)
                .map((currency) => (
                  <Checkbox
                    key={currency.code}
                    value={currency.code}
                    label={`${currency.code} · ${currency.name}`}
                    description={providersOf(currency.code, providers)}
                  />
                ))}
            </SimpleGrid>
          </div>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
