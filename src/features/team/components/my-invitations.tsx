import { useId, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import type { SessionScope } from '../../../session/scope-key.ts';
import { isApiError } from '../../../api/errors.ts';
import { formatDayMonthYear } from '../../../lib/dates.ts';
import { useAnswerInvitation, type InvitationAnswer } from '../mutations.ts';
import { myInvitationsQueryOptions, type Invitation } from '../queries.ts';
import { translate, useT } from '../../../i18n/translate.ts';
import { teamMessages } from '../messages/index.ts';

interface MyInvitationsProps {
  /** whose invitations (the route's scope, the same its loader read) */
  scope: Pick<SessionScope, 'userId'>;
  /** offered with a 403 (the user's email is not verified yet): how to get a verification link */
  verifyAction?: ReactNode;
  /** after an answer, e.g. to refresh the organization list */
  onAnswered?: (answer: InvitationAnswer) => Promise<unknown> | void;
}

function outcome(invitation: Invitation): string {
  const organization = invitation.organizationName;
  return invitation.status === 'accepted'
    ? translate(teamMessages, 'joined', { organization, role: invitation.role })
    : translate(teamMessages, 'declined', { organization });
}

/**
 * The pending invitations addressed to the signed-in user, each with Accept and Decline. Nothing at all when
 * there is nothing to answer (and no answer to report): an empty box would only push the screen down.
 */
export function MyInvitations({ scope, verifyAction, onAnswered }: MyInvitationsProps) {
  const t = useT(teamMessages);
  const api = useApiClient();
  const titleId = useId();
  const invitations = useSuspenseQuery(myInvitationsQueryOptions(api, scope)).data;
  const answer = useAnswerInvitation(onAnswered);
  const pending = invitations.filter((invitation) => invitation.status === 'pending');
  const failedId = answer.isError ? answer.variables.invitationId : null;
  if (pending.length === 0 && !answer.isSuccess) return null;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('invitationsToYou')}
        </Title>
        {answer.isSuccess && (
          <Alert color="green" role="status">
            {outcome(answer.data)}
          </Alert>
        )}
        {pending.map((invitation) => (
          <Stack key={invitation._id} gap="xs">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={600}>{invitation.organizationName}</Text>
                <Text size="sm" c="dimmed">
                  {t('invitationDetails', {
                    role: invitation.role,
                    date: formatDayMonthYear(invitation.expiresAt) ?? '',
                  })}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  size="xs"
                  aria-label={t('acceptLabel', { organization: invitation.organizationName })}
                  loading={answer.isPending && answer.variables.invitationId === invitation._id}
                  onClick={() => answer.mutate({ invitationId: invitation._id, status: 'accepted' })}
                >
                  {t('accept')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('declineLabel', { organization: invitation.organizationName })}
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ invitationId: invitation._id, status: 'declined' })}
                >
                  {t('decline')}
                </Button>
              </Group>
            </Group>
            {failedId === invitation._id && (
              <Alert color="red" variant="light" role="alert">
                <Stack gap="xs">
                  <Text size="sm">{answer.error?.message}</Text>
                  {isApiError(answer.error) && answer.error.status === 403 && verifyAction}
                </Stack>
              </Alert>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
