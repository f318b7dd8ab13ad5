import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { failureMessage } from '../../../lib/form.ts';
import { RichText } from '../../../i18n/rich-text.tsx';
import { useT } from '../../../i18n/translate.ts';
import { payoutsMessages } from '../messages/index.ts';
import { compareDecimals, formatMoney, toDecimal } from '../../../lib/money.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { formatUtcDay, payoutPath } from '../model.ts';
import type { Currency } from '../queries.ts';
import { PreviewContents } from './preview-contents.tsx';
import { PreviewFigures } from './preview-figures.tsx';
import { previewQueryOptions, type PayoutChoice } from './queries.ts';
import { FlowMessage } from './flow-message.tsx';
import { useCreateFlow } from './use-create-flow.ts';
import { useOnline } from './use-online.ts';
import { useAmountsHidden } from '../../../lib/privacy.ts';

interface PayoutReviewProps {
  scope: SessionScope;
  choice: PayoutChoice;
  currencies: readonly Currency[];
  organizationName: string;
  /** back to the choices (kept as they were) */
  onBack: () => void;
  onClose: () => void;
  /** while a request is under way or its outcome unknown, the dialog may not be left */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Step two: the provider's preview of exactly this payout, what it contains, and a confirmation naming the
 * amount, currency, organization and environment. Mounting it starts the intent (its Idempotency-Key).
 */
export function PayoutReview(props: PayoutReviewProps) {
  const { scope, choice, currencies, organizationName, onBack, onClose, onBusyChange } = props;
  const t = useT(payoutsMessages);
  useAmountsHidden(); // amounts in its sentences: written again on a toggle of privacy mode
  const api = useApiClient();
  const preview = useQuery(previewQueryOptions(api, scope, choice));
  const { flow, send, checkAgain } = useCreateFlow(scope, choice);
  const online = useOnline();
  const busy = flow.phase === 'sending' || flow.phase === 'checking' || flow.phase === 'unknown';
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  // once created, the outcome replaces the preview (which, refreshed, would now show the next payout's)
  if (flow.phase === 'created')
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" title={t('createdTitle')}>
          <Text size="sm">
            {t('createdBody', {
              amount: formatMoney(toDecimal(flow.payout.netAmount), flow.payout.currency, currencies),
              organization: organizationName,
              env: scope.env,
            })}
          </Text>
          <Anchor component={Link} to={payoutPath(flow.payout._id)} size="sm">
            {t('openPayout')}
          </Anchor>
        </Alert>
        <Group justify="flex-end">
          {/* appears where "Create payout" was: the second click of a double click on that button (detail 2)
              must not close the outcome the user has not seen yet */}
          <Button onClick={(event) => event.detail <= 1 && onClose()}>{t('done')}</Button>
        </Group>
      </Stack>
    );
  if (preview.isPending)
    return (
      <Stack gap="xs" aria-busy="true">
        <Text size="sm" role="status">
          {t('previewLoading')}
        </Text>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={14} />
        ))}
      </Stack>
    );
  if (preview.isError)
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{failureMessage(preview.error)}</Text>
          <Button size="xs" variant="default" mt={6} onClick={() => void preview.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {t('back')}
          </Button>
        </Group>
      </Stack>
    );

  const data = preview.data;
  const net = toDecimal(data.netAmount);
  const nothingToPay = data.paymentCount === 0 || compareDecimals(net, toDecimal(0)) <= 0;
  const amount = formatMoney(net, data.currency, currencies);
  const day = formatUtcDay(data.endDate);

  return (
    <Stack gap="md">
      <Text size="sm">
        {t('previewIntro', { currency: data.currency, day, organization: organizationName })}
      </Text>
      <PreviewFigures preview={data} currencies={currencies} />
      <PreviewContents
        scope={scope}
        choice={choice}
        currencies={currencies}
        paymentCount={data.paymentCount}
      />
      {nothingToPay ? (
        <Alert color="gray" variant="light" role="note" title={t('nothingTitle')}>
          {data.paymentCount === 0
            ? t('nothingNoPayments', { currency: data.currency, day })
            : t('nothingAllDeducted')}
        </Alert>
      ) : (
        <Alert color="blue" variant="light" role="note" title={t('confirmTitle')}>
          <RichText
            text={t('confirmBody', {
              amount,
              currency: data.currency,
              organization: organizationName,
              env: scope.env,
            })}
            parts={{ b: (chunk) => <strong>{chunk}</strong> }}
          />
        </Alert>
      )}
      {!online && (
        <Alert color="yellow" variant="light" role="status">
          {t('offlineHint')}
        </Alert>
      )}
      <FlowMessage flow={flow} onCheckAgain={() => void checkAgain()} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t('back')}
        </Button>
        {!nothingToPay && (
          <Button onClick={() => void send()} disabled={busy} loading={flow.phase === 'sending'}>
            {t('createPayout')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
