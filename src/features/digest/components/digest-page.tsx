import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/context.tsx';
import { useT } from '../../../i18n/translate.ts';
import { screenMessages } from '../../../lib/screens/messages/index.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { digestMessages } from '../messages/index.ts';
import { formatDigestDay, inDigestScope } from '../model.ts';
import { currenciesQueryOptions, latestDigestsQueryOptions, type Digest } from '../queries.ts';
import { DigestDisputes, DigestPayouts, DigestTotals } from './digest-sections.tsx';
import { LatestDigests } from './latest-digests.tsx';
import './styles.ts';

interface DigestPageProps {
  /** the route's scope: the same its loader read */
  scope: SessionScope;
  digest: Digest;
}

/**
 * A daily digest (issue 32): the day and the organization it covers, then volume and net per currency, the
 * disputes opened that day with their deadlines, the payouts scheduled or paid, and the latest digests. Each
 * part says when it has nothing. Amounts are <Money>, masked in privacy mode. Kept on the device once opened.
 */
export function DigestPage({ scope, digest }: DigestPageProps) {
  const screen = useT(screenMessages);
  const t = useT(digestMessages);
  const api = useApiClient();
  // both only help (decimals, the other days): the loader asked for them, offline they may be missing
  const currencies = useQuery(currenciesQueryOptions(api, scope)).data;
  const latest = useQuery(latestDigestsQueryOptions(api, scope)).data;
  const sections = { digest, currencies, inScope: inDigestScope(digest, scope) };
  return (
    <Container size="md" py="lg" px={0}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {screen('digestHeading')}
          </Title>
          <Text fw={600}>
            {t('dayOf', { day: formatDigestDay(digest.date), organization: digest.orgName, env: digest.env })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('period', { timeZone: digest.timeZone })}
          </Text>
        </div>
        <DigestTotals {...sections} />
        <DigestDisputes {...sections} />
        <DigestPayouts {...sections} />
        {latest && <LatestDigests digests={latest} currentId={digest._id} />}
      </Stack>
    </Container>
  );
}
