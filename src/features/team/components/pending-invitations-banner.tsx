import { useState } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useApiClient } from '../../../api/context.tsx';
import { useSessionScope } from '../../../session/context.tsx';
import { myInvitationsQueryOptions } from '../queries.ts';
import { intlLocaleOf } from '../../../i18n/locales.ts';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useT } from '../../../i18n/translate.ts';
import { teamShellMessages } from '../shell/messages/index.ts';

/** Where the user answers their invitations (the organization screen, above its tabs). */
const ANSWER_PATH = '/manage/organization/';

/**
 * The invitations dismissed in this page's life: "not now", until the next start of the app. Kept in memory
 * only (nothing of the user outlives the session), by invitation, so a new invitation shows the notice again.
 */
const dismissed = new Set<string>();

/**
 * The shell's notice while an invitation to the user is pending, on every screen but the one where it is
 * answered (which shows the invitations themselves). One or two lines on a phone, above the screen's own
 * content; it can be dismissed, and leaves once none is pending.
 */
export function PendingInvitationsBanner() {
  const t = useT(teamShellMessages);
  const locale = useLocale();
  const api = useApiClient();
  const scope = useSessionScope();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const invitations = useQuery(myInvitationsQueryOptions(api, scope)).data ?? [];
  const [, setDismissals] = useState(0);
  const pending = invitations.filter(
    (invitation) => invitation.status === 'pending' && !dismissed.has(`${scope.userId}:${invitation._id}`),
  );
  if (pending.length === 0 || pathname === ANSWER_PATH) return null;
  // "Acme, Globex" in English; each language's own list ("Acme et Globex", "Acme وGlobex")
  const names = new Intl.ListFormat(intlLocaleOf(locale), { type: 'unit', style: 'short' }).format([
    ...new Set(pending.map((invitation) => invitation.organizationName)),
  ]);
  const title = t('waitingTitle', { count: pending.length });
  return (
    <Alert
      color="blue"
      variant="light"
      role="region"
      aria-label={title}
      mb="md"
      py="xs"
      withCloseButton
      closeButtonLabel={t('dismissNotice')}
      onClose={() => {
        for (const invitation of pending) dismissed.add(`${scope.userId}:${invitation._id}`);
        setDismissals((count) => count + 1);
      }}
    >
      <Text size="sm">
        {t('invitedTo', { organizations: names })}{' '}
        <Anchor
          component={Link}
          to={ANSWER_PATH}
          fw={600}
          underline="always"
          // the link colour on the light blue background is below 4.5:1; the text colour, underlined, is not
          c="var(--mantine-color-text)"
        >
          {t('review')}
        </Anchor>
      </Text>
    </Alert>
  );
}
