import { Badge, Text } from '@mantine/core';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import { useT } from '../../../i18n/translate.ts';
import { listOf } from '../model.ts';
import type { Provider } from '../queries.ts';
import { paymentConfigMessages } from '../messages/index.ts';

/** The provider's payment providers (GET /v1/provider/list), read only: the platform sets them up. */
export function ProvidersTable({ providers }: { providers: readonly Provider[] }) {
  const t = useT(paymentConfigMessages);
  const columns: Column<Provider>[] = [
    {
      key: 'name',
      header: t('columnProvider'),
      render: (provider) => (
        <Text size="sm" fw={600}>
          {provider.name}
        </Text>
      ),
    },
    { key: 'type', header: t('columnType'), render: (provider) => provider.type },
    { key: 'currencies', header: t('columnCurrencies'), render: (provider) => listOf(provider.currencies) },
    {
      key: 'status',
      header: t('columnStatus'),
      render: (provider) =>
        provider.enabled ? (
          <Badge color="teal" variant="dot" size="sm" miw="max-content">
            {t('enabled')}
          </Badge>
        ) : (
          <Badge color="gray" variant="dot" size="sm" miw="max-content">
            {t('disabled')}
          </Badge>
        ),
    },
  ];
  return (
    <ResponsiveTable label={t('providersTitle')} columns={columns} rows={providers} rowKey={(p) => p._id} />
  );
}
