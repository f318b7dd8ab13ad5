import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../i18n/translate.ts';
import { digestMessages } from '../messages/index.ts';
import { formatDigestDay } from '../model.ts';
import type { Digest } from '../queries.ts';

/**
 * The user's latest digests of the current scope, newest first, each opening its page; the one on screen is
 * left out. Offline, when they were never loaded, the section is not shown: the digest itself is what matters.
 */
export function LatestDigests({ digests, currentId }: { digests: readonly Digest[]; currentId: string }) {
  const t = useT(digestMessages);
  const others = digests.filter((digest) => digest._id !== currentId);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="digest-latest">
      <Title order={2} size="h4" id="digest-latest" mb="xs">
        {t('latestTitle')}
      </Title>
      {others.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('latestEmpty')}
        </Text>
      ) : (
        <ul className="bo-digest-list" aria-labelledby="digest-latest">
          {others.map((digest) => (
            <li key={digest._id}>
              <Group gap="xs" wrap="wrap">
                <Anchor
                  className="bo-digest-link"
                  renderRoot={(props) => (
                    <Link {...props} to="/main/digest/$digestId" params={{ digestId: digest._id }} />
                  )}
                >
                  {formatDigestDay(digest.date)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {digest.orgName}
                </Text>
              </Group>
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
