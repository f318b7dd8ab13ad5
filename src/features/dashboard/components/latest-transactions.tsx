import { useId } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { components } from '../../../shared/provider-schema.gen.ts';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import type { CurrencyPrecision } from '../../../lib/money.ts';
import { statusLabel } from '../../../lib/status-vocabulary.ts';
import { TransactionLink } from '../transaction-link.tsx';
import { useT } from '../../../i18n/translate.ts';
import { dashboardMessages } from '../messages/index.ts';
import { Money } from '../../../components/money.tsx';

type Transaction = components['schemas']['Transaction'];

interface LatestTransactionsProps {
  transactions: readonly Transaction[];
  currencies: readonly CurrencyPrecision[];
}

/** The newest payments of the scope (whatever the range), each opening its detail. */
export function LatestTransactions({ transactions, currencies }: LatestTransactionsProps) {
  const t = useT(dashboardMessages);
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('latestTitle')}
        </Title>
        <Anchor component={Link} to="/manage/transactions/" size="sm" className="bo-touch-link">
          {t('allTransactions')}
        </Anchor>
      </Group>
      <Paper withBorder radius="md" p="md">
        {transactions.length === 0 ? (
          <Text size="sm">{t('noPaymentsYet')}</Text>
        ) : (
          <Stack component="ul" className="bo-dash-list" gap="sm" aria-labelledby={titleId}>
            {transactions.map((transaction) => (
              <Group
                component="li"
                key={transaction.paymentId}
                justify="space-between"
                align="flex-start"
                gap="xs"
                wrap="wrap"
                data-testid="latest-transaction"
              >
                <Stack gap={0} miw={0} flex="1 1 12rem">
                  <TransactionLink paymentId={transaction.paymentId}>{transaction.title}</TransactionLink>
                  <Text size="xs" c="dimmed">
                    {formatDayMonthUtc(transaction.createdAt)} · {statusLabel(transaction.status)}
                  </Text>
                </Stack>
                <Text size="sm" fw={700} className="bo-dash-figure">
                  <Money
                    amount={transaction.amount}
                    currency={transaction.currency}
                    currencies={currencies}
                  />
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
