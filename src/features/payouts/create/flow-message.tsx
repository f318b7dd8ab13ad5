import { Alert, Button, Text } from '@mantine/core';
import type { CreateFlow } from './use-create-flow.ts';

/** What the review says about where the payout stands: checking, unknown, refused, offline, not created. */
export function FlowMessage({ flow, onCheckAgain }: { flow: CreateFlow; onCheckAgain: () => void }) {
  switch (flow.phase) {
    case 'checking':
      return (
        <Alert color="yellow" variant="light" role="status">
          Outcome unknown — checking…
        </Alert>
      );
    case 'unknown':
      return (
        <Alert color="yellow" variant="light" role="alert" title="Outcome unknown">
          <Text size="sm">
            The answer was lost and the payout list could not be read, so it is not known whether the payout
            was created. Check again before trying anything else.
          </Text>
          <Button size="xs" variant="default" mt={6} onClick={onCheckAgain}>
            Check again
          </Button>
        </Alert>
      );
    case 'refused':
      return (
        <Alert color="red" variant="light" role="alert">
          {flow.message}
        </Alert>
      );
    case 'ready':
      if (flow.notice === 'offline')
        return (
          <Alert color="red" variant="light" role="alert">
            You are offline: the payout was not sent. Connect to the internet and try again.
          </Alert>
        );
      if (flow.notice === 'not-created')
        return (
          <Alert color="yellow" variant="light" role="alert">
            The answer was lost; the payout list shows it was not created. You can try again.
          </Alert>
        );
      return null;
    default:
      return null;
  }
}
