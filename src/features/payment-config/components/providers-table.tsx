import { Badge, Text } from '@mantine/core';
import { ResponsiveTable, type Column } from '../../../components/responsive-table.tsx';
import type { Provider } from '../queries.ts';

const columns: Column<Provider>[] = [
  {
    key: 'name',
    header: 'Provider',
    render: (provider) => (
      <Text size="sm" fw={600}>
        {provider.name}
      </Text>
    ),
  },
  { key: 'type', header: 'Type', render: (provider) => provider.type },
  { key: 'currencies', header: 'Currencies', render: (provider) => provider.currencies.join(', ') },
  {
    key: 'status',
    header: 'Status',
    render: (provider) =>
      provider.enabled ? (
        <Badge color="teal" variant="dot" size="sm" miw="max-content">
          Enabled
        </Badge>
      ) : (
        <Badge color="gray" variant="dot" size="sm" miw="max-content">
          Disabled
        </Badge>
      ),
  },
];

/** The provider's payment providers (GET /v1/provider/list), read only: the platform sets them up. */
export function ProvidersTable({ providers }: { providers: readonly Provider[] }) {
  return (
    <ResponsiveTable label="Payment providers" columns={columns} rows={providers} rowKey={(p) => p._id} />
  );
}
