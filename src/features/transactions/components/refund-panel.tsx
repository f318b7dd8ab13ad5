import { useId, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors.ts';
import { useApiClient } from '../../../api/context.tsx';
import { useFormFields } from '../../../lib/form.ts';
import { formatMoney, toDecimal, type Decimal } from '../../../lib/money.ts';
import { useOnline } from '../../../lib/online.ts';
import { showToast, type ToastType } from '../../../lib/toast.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { paymentRefundsQueryOptions, type Currency, type Refund } from '../detail-queries.ts';
import { useCreateRefund } from '../mutations.ts';
import type { Transaction } from '../queries.ts';
import {
  recordedRefund,
  refundableAmount,
  refundAmountProblem,
  refundBlockedReason,
  refundCreatedMessage,
  typedRefundAmount,
} from '../refund-model.ts';
import { RefundConfirmDialog, type RefundPhase } from './refund-confirm-dialog.tsx';
import { RichText } from '../../../i18n/rich-text.tsx';
import { translate, useT } from '../../../i18n/translate.ts';
import { transactionDetailMessages } from '../detail/messages/index.ts';
import { useAmountsHidden } from '../../../lib/privacy.ts';

interface RefundPanelProps {
  scope: SessionScope;
  payment: Transaction;
  refunds: readonly Refund[];
  currencies: readonly Currency[];
  organizationName: string;
  /** the role may refund (viewers may not: they are told why there is no form) */
  canRefund: boolean;
}

/** An answer that never came (fetch failed, a gateway's 5xx or a timeout): the provider may have acted. */
function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === undefined || error.status === 408 || error.status >= 500;
}

/**
 * Refund from the payment's detail: full (amount left empty) or partial, checked against what is still
 * refundable in the currency's precision, then confirmed in a dialog. One intent, one Idempotency-Key: it is
 * created when the dialog opens and kept for every retry of that intent; a lost answer is reconciled by reading
 * the payment's refunds before anything else may be sent.
 */
export function RefundPanel({
  scope,
  payment,
  refunds,
  currencies,
  organizationName,
  canRefund,
}: RefundPanelProps) {
  const t = useT(transactionDetailMessages);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const online = useOnline();
  const offlineReasonId = useId();
  const refund = useCreateRefund(scope, payment.paymentId);
  const refundable = refundableAmount(payment, refunds);
  useAmountsHidden(); // amounts in its sentences and figures: written again on a toggle of privacy mode
  const money = (amount: Decimal) => formatMoney(amount, payment.currency, currencies);
  const form = useFormFields(
    { amount: '' },
    {
      amount: (value) => refundAmountProblem(value, { currency: payment.currency, refundable, currencies }),
    },
  );
  const [opened, setOpened] = useState(false);
  const [phase, setPhase] = useState<RefundPhase>({ kind: 'ready' });
  /** the amount of an attempt whose answer was lost and that was not recorded: trying it again keeps its key */
  const [unsettledAmount, setUnsettledAmount] = useState<string | null>(null);
  /** the refunds there were when the attempt was sent, to tell ours from the others after a lost answer */
  const knownBefore = useRef<ReadonlySet<string>>(new Set());
  /** set synchronously on the first click, so a double click cannot send twice before React re-renders */
  const inFlight = useRef(false);

  const blockedReason = refundBlockedReason(payment);
  if (!canRefund) return <RefundNotAllowed />;

  const amount = typedRefundAmount(form.values.amount);
  const amountLabel = amount ? money(amount) : t('wholeRemainder', { amount: money(refundable) });
  const checking = phase.kind === 'checking' || phase.kind === 'check-failed';

  const openDialog = form.onSubmit((values) => {
    // a new intent gets a new key; the retry of one whose answer was lost and not recorded keeps its own
    if (unsettledAmount === null || unsettledAmount !== values.amount.trim()) {
      refund.newIntent();
      setUnsettledAmount(null);
    }
    setPhase({ kind: 'ready' });
    setOpened(true);
  });

  const settled = (message: string, kind: ToastType = 'success') => {
    showToast(message, kind);
    setOpened(false);
    setPhase({ kind: 'ready' });
    setUnsettledAmount(null);
    form.reset();
  };

  const reconcile = async () => {
    setPhase({ kind: 'checking' });
    try {
      const after = await queryClient.fetchQuery({
        ...paymentRefundsQueryOptions(api, scope, payment.paymentId),
        staleTime: 0,
      });
      const ours = recordedRefund(knownBefore.current, after, amount);
      if (ours) {
        // the provider has it: this intent is done, the next one gets a new key
        refund.newIntent();
        settled(
          translate(transactionDetailMessages, 'refundRecorded', { amount: money(toDecimal(ours.amount)) }),
        );
      } else {
        setUnsettledAmount(form.values.amount.trim());
        setPhase({ kind: 'not-recorded' });
      }
    } catch {
      setPhase({ kind: 'check-failed' });
    } finally {
      inFlight.current = false;
    }
  };

  const confirm = () => {
    if (inFlight.current || !navigator.onLine) return;
    inFlight.current = true;
    knownBefore.current = new Set(refunds.map((entry) => entry._id));
    setPhase({ kind: 'sending' });
    refund.mutate(amount, {
      onSuccess: (created) => {
        inFlight.current = false;
        settled(
          refundCreatedMessage(money(toDecimal(created.amount)), created.status),
          created.status === 'failed' ? 'danger' : 'success',
        );
      },
      onError: (error) => {
        if (outcomeUnknown(error)) {
          inFlight.current = true; // nothing is sent until the check has answered
          void reconcile();
          return;
        }
        inFlight.current = false;
        setPhase({ kind: 'refused', message: error.message });
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="refund-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="refund-heading">
          {t('refundHeading')}
        </Title>
        {blockedReason ? (
          <Text size="sm" c="dimmed">
            {blockedReason}
          </Text>
        ) : (
          <form onSubmit={openDialog} noValidate aria-label={t('refundForm')}>
            <Stack gap="sm">
              <Text size="sm">
                <RichText
                  text={t('stillRefundableAmount')}
                  parts={{ amount: () => <strong>{money(refundable)}</strong> }}
                />
              </Text>
              <TextInput
                label={t('amountField', { currency: payment.currency })}
                description={t('amountFieldHint')}
                inputMode="decimal"
                autoComplete="off"
                maw={320}
                {...form.getInputProps('amount')}
              />
              {!online && (
                <Alert id={offlineReasonId} color="red" variant="light" role="alert">
                  {t('offline')}
                </Alert>
              )}
              {phase.kind === 'check-failed' && !opened && (
                <Alert color="yellow" variant="light" role="alert">
                  <Text size="sm" mb="xs">
                    {t('lastRefundUnchecked')}
                  </Text>
                  <Button size="xs" variant="default" onClick={() => void reconcile()} disabled={!online}>
                    {t('checkAgain')}
                  </Button>
                </Alert>
              )}
              {phase.kind === 'refused' && !opened && (
                <Alert color="red" variant="light" role="alert">
                  {phase.message}
                </Alert>
              )}
              {refundable.lte(0) && (
                <Text size="sm" c="dimmed">
                  {t('nothingRefundable')}
                </Text>
              )}
              <Group>
                <Button
                  type="submit"
                  color="red"
                  variant="light"
                  disabled={!online || checking || refundable.lte(0)}
                  aria-describedby={online ? undefined : offlineReasonId}
                >
                  {t('openRefund')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
      <RefundConfirmDialog
        opened={opened}
        phase={phase}
        online={online}
        amountLabel={amountLabel}
        currency={payment.currency}
        organizationName={organizationName}
        environment={payment.env}
        onConfirm={confirm}
        onCheckAgain={() => void reconcile()}
        onClose={() => setOpened(false)}
      />
    </Paper>
  );
}

/** A viewer's refund section: why there is no form, and who can refund. */
function RefundNotAllowed() {
  const t = useT(transactionDetailMessages);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="refund-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="refund-heading">
          {t('refundHeading')}
        </Title>
        <Text size="sm">{t('refundNotAllowed')}</Text>
      </Stack>
    </Paper>
  );
}
