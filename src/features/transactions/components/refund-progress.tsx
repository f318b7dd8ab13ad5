import { useEffect, useRef, useState } from 'react';
import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney, toDecimal } from '../../../lib/money.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import type { Currency, Refund } from '../detail-queries.ts';
import { transactionKeys } from '../queries.ts';
import { useT } from '../../../i18n/translate.ts';
import { transactionDetailMessages } from '../detail/messages/index.ts';
import { useAmountsHidden } from '../../../lib/privacy.ts';
import { MaskedText } from '../../../components/masked-text.tsx';

interface RefundProgressProps {
  scope: SessionScope;
  refunds: readonly Refund[];
  currencies: readonly Currency[];
}

/**
 * The state of refunds made while this page is open: pending, then succeeded or failed, announced politely.
 * The refunds query polls while one is pending; when one settles, every query of the organization's
 * transactions is read again (the payment's status and refunded amount, its log and webhooks, the list's row).
 */
export function RefundProgress({ scope, refunds, currencies }: RefundProgressProps) {
  const t = useT(transactionDetailMessages);
  useAmountsHidden(); // its sentences name amounts: written again on a toggle of privacy mode
  const queryClient = useQueryClient();
  // the refunds there were when the page opened: the others were made while it is open
  const [seenAtOpen] = useState<ReadonlySet<string>>(() => new Set(refunds.map((refund) => refund._id)));
  const pendingIds = refunds.filter((refund) => refund.status === 'pending').map((refund) => refund._id);
  const pendingKey = pendingIds.join(',');
  const previousPending = useRef(pendingKey);

  useEffect(() => {
    const before = previousPending.current.split(',').filter(Boolean);
    previousPending.current = pendingKey;
    if (before.some((id) => !pendingKey.split(',').includes(id)))
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all(scope) });
  }, [pendingKey, queryClient, scope]);

  const fresh = refunds.filter((refund) => !seenAtOpen.has(refund._id));
  const pendingOlder = refunds.filter((refund) => refund.status === 'pending' && seenAtOpen.has(refund._id));
  return (
    <div aria-live="polite">
      {fresh.map((refund) => {
        const amount = formatMoney(toDecimal(refund.amount), refund.currency, currencies);
        if (refund.status === 'pending')
          return (
            <Alert key={refund._id} color="blue" variant="light" mb="sm">
              <MaskedText text={t('refundPending', { amount })} />
            </Alert>
          );
        if (refund.status === 'success')
          return (
            <Alert key={refund._id} color="green" variant="light" mb="sm">
              <MaskedText text={t('refundSucceeded', { amount })} />
            </Alert>
          );
        return (
          <Alert key={refund._id} color="red" variant="light" mb="sm">
            <MaskedText
              text={
                refund.failureReason
                  ? t('refundFailedBecause', { amount, reason: refund.failureReason })
                  : t('refundFailed', { amount })
              }
            />
          </Alert>
        );
      })}
      {pendingOlder.length > 0 && (
        <Alert color="blue" variant="light" mb="sm">
          {t('olderRefundsPending', { count: pendingOlder.length })}
        </Alert>
      )}
    </div>
  );
}
