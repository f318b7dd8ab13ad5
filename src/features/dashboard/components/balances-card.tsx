import { useId } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { balancesByCurrency, formatBalance } from '../../../lib/money.ts';
import type { Env } from '../../../session/scope.ts';

/** Whose balances the dashboard can show: an organization's, or a sentence saying why there are none. */
export type DashboardBalances =
  | { organizationName: string; balance: Record<string, number>; testBalance: Record<string, number> }
  | { unavailable: string };

/**
 * The organization's balances per currency as the organization list shows them (SPEC §9: plus 5.26 percent,
 * 2 decimals half up, the code upper-cased; the test balance in test mode, the live one in live mode).
 */
export function BalancesCard({ balances, env }: { balances: DashboardBalances; env: Env }) {
  const titleId = useId();
  const title = env === 'test' ? 'Test balances' : 'Live balances';
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      <Paper withBorder radius="md" p="md">
        {'unavailable' in balances ? (
          <Text size="sm">{balances.unavailable}</Text>
        ) : (
          <BalanceList
            label={`${title} of ${balances.organizationName}`}
            amounts={env === 'test' ? balances.testBalance : balances.balance}
          />
        )}
      </Paper>
    </Stack>
  );
}

function BalanceList({ label, amounts }: { label: string; amounts: Record<string, number> }) {
  const entries = balancesByCurrency(amounts);
  if (entries.length === 0) return <Text size="sm">No balance yet.</Text>;
  return (
    <ul className="bo-dash-list" aria-label={label}>
      {entries.map(([currency, amount]) => (
        <Group
          component="li"
          key={currency}
          justify="space-between"
          gap="xs"
          py={4}
          data-testid={`balance-${currency.toUpperCase()}`}
        >
          <Text size="sm">{currency.toUpperCase()}</Text>
          <Text size="sm" fw={700} className="bo-dash-figure" data-role="value">
            {formatBalance(amount, currency)}
          </Text>
        </Group>
      ))}
    </ul>
  );
}
