import { useId } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { balancesByCurrency, type CurrencyPrecision } from '../../../lib/money.ts';
import type { Env } from '../../../session/scope.ts';
import { RichText } from '../../../i18n/rich-text.tsx';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';
import { Money } from '../../../components/money.tsx';

/**
 * Whose balances the dashboard can show: an organization's, or why there are none (a master viewing every
 * organization must choose one; balances are shown to an organization's members only).
 */
export type DashboardBalances =
  | { organizationName: string; balance: Record<string, number>; testBalance: Record<string, number> }
  | { unavailable: 'choose-organization' | 'members-only' };

interface BalancesCardProps {
  balances: DashboardBalances;
  env: Env;
  currencies: readonly CurrencyPrecision[];
}

/**
 * The organization's balances per currency, as the provider keeps them (the test balance in test mode, the
 * live one in live mode), each with its currency's own decimals: the figure a merchant opens the app for,
 * first on the dashboard. The organization list shows the same balances plus 5.26 %
 * (docs/product/09-constants.md §9.1), under a label that says so; the line under the title tells this figure
 * from the payouts screen's "available to pay out".
 */
export function BalancesCard({ balances, env, currencies }: BalancesCardProps) {
  const t = useT(dashboardMessages);
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('balancesTitle', { env })}
      </Title>
      {'unavailable' in balances ? (
        <Paper withBorder radius="md" p="md">
          <Text size="sm">
            {balances.unavailable === 'choose-organization'
              ? t('balancesChooseOrganization')
              : t('balancesMembersOnly')}
          </Text>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            <RichText
              text={t('balancesIntro', { organization: balances.organizationName })}
              parts={{
                payouts: (chunk) => (
                  <Anchor component={Link} to="/manage/payout/" inherit underline="always">
                    {chunk}
                  </Anchor>
                ),
              }}
            />
          </Text>
          <Paper withBorder radius="md" px="md" py="xs">
            <BalanceList
              label={t('balancesOf', { env, organization: balances.organizationName })}
              amounts={env === 'test' ? balances.testBalance : balances.balance}
              currencies={currencies}
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}

interface BalanceListProps {
  label: string;
  amounts: Record<string, number>;
  currencies: readonly CurrencyPrecision[];
}

function BalanceList({ label, amounts, currencies }: BalanceListProps) {
  const t = useT(dashboardMessages);
  const entries = balancesByCurrency(amounts);
  if (entries.length === 0) return <Text size="sm">{t('noBalance')}</Text>;
  return (
    <ul className="bo-dash-list bo-dash-divided" aria-label={label}>
      {entries.map(([currency, amount]) => (
        <Group
          component="li"
          key={currency}
          justify="space-between"
          gap="xs"
          wrap="nowrap"
          py={4}
          data-testid={`balance-${currency.toUpperCase()}`}
        >
          <Text size="sm">{currency.toUpperCase()}</Text>
          <Text size="md" fw={700} className="bo-dash-figure" data-role="value">
            <Money amount={amount} currency={currency} currencies={currencies} />
          </Text>
        </Group>
      ))}
    </ul>
  );
}
