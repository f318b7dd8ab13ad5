import { useId } from 'react';
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney, toDecimal } from '../../../lib/money.ts';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import type { Currency, PayoutCurrencyBalance } from '../queries.ts';

interface AvailableAmountsProps {
  balances: readonly PayoutCurrencyBalance[];
  currencies: readonly Currency[];
  /**
   * offered where the role may create payouts: opens the new payout with this currency chosen; without it
   * the section says why there is no Pay out button
   */
  onPayOut?: (currency: string) => void;
}

/** What unpaid payments would pay out now, per currency (net of deductions still to come, never below 0). */
export function AvailableAmounts({ balances, currencies, onPayOut }: AvailableAmountsProps) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        Available to pay out
      </Title>
      <Text size="sm" c="dimmed">
        Unpaid payments after refunds, disputes and the fee: not the balance on the dashboard.
      </Text>
      {!onPayOut && (
        <Alert color="gray" variant="light">
          Your role can see payouts but not make them. Ask an owner or admin of this organization.
        </Alert>
      )}
      {balances.length === 0 ? (
        <Text size="sm">Nothing to pay out: there are no unpaid successful payments.</Text>
      ) : (
        <SimpleGrid
          component="ul"
          // below 992 px a row that scrolls sideways (payouts.css), so the payout history starts on a phone's
          // first screen; focusable so that a keyboard can scroll it when no Pay out button is inside
          className="bo-available-list"
          tabIndex={onPayOut ? undefined : 0}
          aria-labelledby={titleId}
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {balances.map((balance) => (
            <Paper component="li" key={balance.currency} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {balance.currency} · {balance.paymentCount}{' '}
                {balance.paymentCount === 1 ? 'unpaid payment' : 'unpaid payments'}
              </Text>
              <Text fw={600} size="lg" data-testid="available-amount">
                {formatMoney(toDecimal(balance.amount), balance.currency, currencies)}
              </Text>
              {onPayOut && (
                <OnlineOnlyButton
                  action="Paying out"
                  size="xs"
                  variant="light"
                  mt={6}
                  onClick={() => onPayOut(balance.currency)}
                >
                  Pay out {balance.currency}
                </OnlineOnlyButton>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
