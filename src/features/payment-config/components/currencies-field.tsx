import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Currency, Provider } from '../queries.ts';
import { orderCodes } from '../model.ts';

interface CurrenciesFieldProps {
  currencies: readonly Currency[];
  providers: readonly Provider[];
  /** the provider's currency types (helper service), in its order: they group the checkboxes */
  currencyTypes: readonly string[];
  value: string[];
  error: string | null | undefined;
  onChange: (codes: string[]) => void;
}

const TYPE_LABELS: Record<string, string> = { fiat: 'Fiat currencies', crypto: 'Crypto currencies' };

/** Which enabled providers take a currency: what accepting it would rely on. */
function providersOf(code: string, providers: readonly Provider[]): string {
  const names = providers.filter((p) => p.enabled && p.currencies.includes(code)).map((p) => p.name);
  return names.length ? `Through ${names.join(', ')}` : 'No enabled provider';
}

/** The accepted currencies as checkboxes, grouped by currency type, each naming the providers behind it. */
export function CurrenciesField(props: CurrenciesFieldProps) {
  const { currencies, providers, currencyTypes, value, error, onChange } = props;
  return (
    <Checkbox.Group
      label="Accepted currencies"
      description="Customers can pay in these currencies."
      value={value}
      onChange={(codes) => onChange(orderCodes(codes, currencies))}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {currencyTypes.map((type) => (
          <div key={type}>
            <Text size="sm" fw={600} mb={6}>
              {TYPE_LABELS[type] ?? type}
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
