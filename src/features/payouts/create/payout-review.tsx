import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { failureMessage } from '../../../lib/form.ts';
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

const ENV_LABEL = { test: 'test', live: 'live' } as const;

/**
 * Step two: the provider's preview of exactly this payout, what it contains, and a confirmation naming the
 * amount, currency, organization and environment. Mounting it starts the intent (its Idempotency-Key).
 */
export function PayoutReview(props: PayoutReviewProps) {
  const { scope, choice, currencies, organizationName, onBack, onClose, onBusyChange } = props;
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
        <Alert color="green" variant="light" role="status" title="Payout created">
          <Text size="sm">
            {formatMoney(toDecimal(flow.payout.netAmount), flow.payout.currency, currencies)} from{' '}
            {organizationName} ({ENV_LABEL[scope.env]} environment) is on its way.
          </Text>
          <Anchor component={Link} to={payoutPath(flow.payout._id)} size="sm">
            Open the payout
          </Anchor>
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  if (preview.isPending)
    return (
      <Stack gap="xs" aria-busy="true">
        <Text size="sm" role="status">
          Loading the preview…
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
            Try again
          </Button>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            Back
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
        {data.currency} payments created up to {day} (UTC), in {organizationName}.
      </Text>
      <PreviewFigures preview={data} currencies={currencies} />
      <PreviewContents
        scope={scope}
        choice={choice}
        currencies={currencies}
        paymentCount={data.paymentCount}
      />
      {nothingToPay ? (
        <Alert color="gray" variant="light" role="note" title="Nothing to pay out">
          {data.paymentCount === 0
            ? `There are no unpaid ${data.currency} payments up to ${day}.`
            : 'Refunds, lost disputes and the fee take all of the unpaid payments; they wait for a later payout.'}
        </Alert>
      ) : (
        <Alert color="blue" variant="light" role="note" title="Confirm the payout">
          Create a payout of <strong>{amount}</strong> ({data.currency}) for{' '}
          <strong>{organizationName}</strong> in the <strong>{ENV_LABEL[scope.env]}</strong> environment?
          Money sent out cannot be taken back.
        </Alert>
      )}
      {!online && (
        <Alert color="yellow" variant="light" role="status">
          You are offline. A payout can only be created online.
        </Alert>
      )}
      <FlowMessage flow={flow} onCheckAgain={() => void checkAgain()} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={busy}>
          Back
        </Button>
        {!nothingToPay && (
          <Button onClick={() => void send()} disabled={busy} loading={flow.phase === 'sending'}>
            Create payout
          </Button>
        )}
      </Group>
    </Stack>
  );
}
