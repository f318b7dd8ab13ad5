import { Money } from '../../../components/money.tsx';
import { RichText } from '../../../i18n/rich-text.tsx';
import { useT } from '../../../i18n/translate.ts';
import { formatDecimal, toDecimal, type CurrencyPrecision } from '../../../lib/money.ts';
import { alertsMessages } from '../messages/index.ts';
import type { AlertRule } from '../queries.ts';

interface RuleWordsProps {
  rule: Pick<AlertRule, 'kind' | 'currency' | 'threshold' | 'windowMinutes'>;
  currencies: readonly CurrencyPrecision[];
}

/**
 * A rule in words: "Available USD balance below 500.00 USD", "Payout in BTC above 0.50 BTC", "Failed payments
 * above 20 % in the last hour". The amount is a <Money>, so privacy mode masks it (and a screen reader hears
 * "Amount hidden"); a percentage is not money and stays.
 */
export function RuleWords({ rule, currencies }: RuleWordsProps) {
  const t = useT(alertsMessages);
  if (rule.kind === 'failureRateAbove')
    return (
      <>
        {t('ruleFailureRate', {
          percent: formatDecimal(toDecimal(rule.threshold), { min: 0, max: 2 }),
          minutes: rule.windowMinutes ?? 60,
        })}
      </>
    );
  const currency = rule.currency ?? '';
  return (
    <RichText
      text={t(rule.kind === 'balanceBelow' ? 'ruleBalanceBelow' : 'rulePayoutAbove', { currency })}
      parts={{ amount: () => <Money amount={rule.threshold} currency={currency} currencies={currencies} /> }}
    />
  );
}
