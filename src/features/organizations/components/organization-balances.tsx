import { Group, Stack, Text } from '@mantine/core';
import { balancesByCurrency, formatBalance } from '../../../lib/money.ts';
import type { Env } from '../../../session/scope.ts';
import type { Organization } from '../queries.ts';

interface OrganizationBalancesProps {
  organization: Organization;
  env: Env;
}

/**
 * SPEC §9: each currency's balance plus 5.26 percent, 2 decimals half up, the code upper-cased (formatBalance),
 * from testBalance in test mode and balance in live mode.
 */
export function OrganizationBalances({ organization, env }: OrganizationBalancesProps) {
  const amounts = env === 'test' ? organization.testBalance : organization.balance;
  const entries = balancesByCurrency(amounts);
  const label = env === 'test' ? 'Test balances' : 'Live balances';
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm">No balance yet</Text>
      ) : (
        <Stack
          component="ul"
          gap={2}
          p={0}
          m={0}
          aria-label={`${label} of ${organization.name}`}
          style={{ listStyle: 'none' }}
        >
          {entries.map(([currency, amount]) => (
            <Group
              component="li"
              key={currency}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              data-currency={currency.toUpperCase()}
            >
              <Text size="sm">{currency.toUpperCase()}</Text>
              <Text size="sm" fw={600} ff="monospace" data-testid="balance">
                {formatBalance(amount, currency)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
