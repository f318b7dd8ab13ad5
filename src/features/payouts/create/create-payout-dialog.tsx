import { useState } from 'react';
import { Alert, Modal, Text } from '@mantine/core';
import { toDecimal } from '../../../lib/money.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { useT } from '../../../i18n/translate.ts';
import { payoutsMessages } from '../messages/index.ts';
import { todayUtc } from '../model.ts';
import type { Currency, PayoutCurrencyBalance } from '../queries.ts';
import { PayoutChoiceForm, type ChoiceValues } from './payout-choice-form.tsx';
import { PayoutReview } from './payout-review.tsx';
import type { PayoutChoice } from './queries.ts';

/**
 * Whom a payout is for. A payout belongs to exactly one organization, so a master viewing all of them picks
 * one first (`pick`; the provider refuses otherwise with "Select an organization to create a payout").
 */
export type PayoutOrganization = { kind: 'one'; name: string } | { kind: 'pick' };

interface CreatePayoutDialogProps {
  scope: SessionScope;
  currencies: readonly Currency[];
  balances: readonly PayoutCurrencyBalance[];
  /** the currency to start with; '' = the first with something to pay out */
  initialCurrency: string;
  organization: PayoutOrganization;
  onClose: () => void;
}

/** A new payout in two steps: choose currency and end date, then review the provider's preview and confirm. */
export function CreatePayoutDialog(props: CreatePayoutDialogProps) {
  const { scope, currencies, balances, initialCurrency, organization, onClose } = props;
  const t = useT(payoutsMessages);
  const firstAvailable = balances.find((balance) => toDecimal(balance.amount).gt(0))?.currency;
  const [values, setValues] = useState<ChoiceValues>({
    currency: initialCurrency || firstAvailable || currencies[0]?.code || '',
    endDate: todayUtc(),
  });
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const currency = currencies.find((entry) => entry.code === values.currency);
  const choice: PayoutChoice | null = currency
    ? { currency: currency.code, currencyCategory: currency.currencyType, endDate: values.endDate }
    : null;

  return (
    <Modal
      opened
      // while a payout is being sent or its outcome checked, the dialog stays: its answer must be seen
      onClose={busy ? () => {} : onClose}
      title={reviewing ? t('reviewTitle') : t('newPayout')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('close'), disabled: busy }}
    >
      <div className="bo-payouts">
        {organization.kind === 'pick' ? (
          <PickOrganization />
        ) : reviewing && choice ? (
          <PayoutReview
            scope={scope}
            choice={choice}
            currencies={currencies}
            organizationName={organization.name}
            onBack={() => setReviewing(false)}
            onClose={onClose}
            onBusyChange={setBusy}
          />
        ) : (
          <PayoutChoiceForm
            currencies={currencies}
            balances={balances}
            values={values}
            onReview={(next) => {
              setValues(next);
              setReviewing(true);
            }}
            onCancel={onClose}
          />
        )}
      </div>
    </Modal>
  );
}

/** A master viewing all organizations chooses the one to pay out first; the page then shows only its data. */
function PickOrganization() {
  const t = useT(payoutsMessages);
  return (
    <Alert color="yellow" variant="light" title={t('pickTitle')}>
      <Text size="sm">{t('pickBody')}</Text>
    </Alert>
  );
}
