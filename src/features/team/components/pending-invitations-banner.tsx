import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { useSessionScope } from '../../../session/context.tsx';
import { myInvitationsQueryOptions } from '../queries.ts';

/** Where the user answers their invitations (the organization screen, above its tabs). */
const ANSWER_PATH = '/manage/organization/';

/**
 * The shell's prompt while an invitation to the user is pending, on every screen but the one where it is
 * answered (which shows the invitations themselves). It leaves once none is pending.
 */
export function PendingInvitationsBanner() {
  const api = useApiClient();
  const scope = useSessionScope();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const invitations = useQuery(myInvitationsQueryOptions(api, scope)).data ?? [];
  const pending = invitations.filter((invitation) => invitation.status === 'pending');
  if (pending.length === 0 || pathname === ANSWER_PATH) return null;
  const names = [...new Set(pending.map((invitation) => invitation.organizationName))].join(', ');
  return (
    <Alert
      color="blue"
      variant="light"
      role="region"
      mb="md"
      title={pending.length === 1 ? 'An invitation is waiting for you' : 'Invitations are waiting for you'}
      // Mantine's coloured title on the light background is below 4.5:1; the body text colour is not
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">
        You are invited to join {names}.{' '}
        <Anchor
          component={Link}
          to={ANSWER_PATH}
          fw={600}
          underline="always"
          // the link colour on the light blue background is below 4.5:1; the text colour, underlined, is not
          c="var(--mantine-color-text)"
        >
          Review invitations
        </Anchor>
      </Text>
    </Alert>
  );
}
