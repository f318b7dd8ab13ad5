import { useId } from 'react';
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { OnlineOnlyButton } from '../../../components/online-only-button.tsx';
import { formatCount } from '../../../lib/count.ts';
import { useT } from '../../../i18n/translate.ts';
import { payoutsMessages } from '../messages/index.ts';
import type { Currency, PayoutCurrencyBalance } from '../queries.ts';
import { Money } from '../../../components/money.tsx';

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
  const t = useT(payoutsMessages);
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('availableTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('availableHint')}
      </Text>
      {!onPayOut && (
        <Alert color="gray" variant="light">
          {t('availableViewOnly')}
        </Alert>
      )}
      {balances.length === 0 ? (
        <Text size="sm">{t('availableNone')}</Text>
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
                {t('availableUnpaid', {
                  currency: balance.currency,
                  count: balance.paymentCount,
                  countText: formatCount(balance.paymentCount),
                })}
              </Text>
              <Text fw={600} size="lg" data-testid="available-amount">
                <Money amount={balance.amount} currency={balance.currency} currencies={currencies} />
              </Text>
              {onPayOut && (
                <OnlineOnlyButton
                  action={t('payingOut')}
                  size="xs"
                  variant="light"
                  mt={6}
                  onClick={() => onPayOut(balance.currency)}
                >
                  {t('payOut', { currency: balance.currency })}
                </OnlineOnlyButton>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
