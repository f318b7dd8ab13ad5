import '@mantine/core/styles/Code.css';
import { Code, Group, Paper, Stack, Text } from '@mantine/core';
import { splitDateTime } from '../../lib/dates.ts';
import { useT } from '../../i18n/translate.ts';
import { webhookDeliveryMessages } from './messages/index.ts';
import type { WebhookAttempt } from './types.ts';

/** A moment as the product writes it: local date and time (YYYY-MM-DD HH:MM:SS). */
export function dateTimeText(value: string | null | undefined): string {
  const { date, time } = splitDateTime(value);
  return date && time ? `${date} ${time}` : '—';
}

/**
 * A delivery's attempts, newest first: when, what answered (status code, or the error when nothing did), how
 * long it took, and the start of the answer's body. The body is the endpoint's text: shown as text, never HTML.
 */
export function WebhookAttemptList({ attempts }: { attempts: readonly WebhookAttempt[] }) {
  const t = useT(webhookDeliveryMessages);
  if (attempts.length === 0) return <Text size="sm">{t('noAttempts')}</Text>;
  return (
    <Stack component="ol" aria-label={t('attemptsLabel')} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {[...attempts].reverse().map((attempt) => {
        const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
        return (
          <Paper
            component="li"
            key={attempt.number}
            withBorder
            p="sm"
            radius="md"
            data-testid="webhook-attempt"
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {t('attemptNumber', { number: String(attempt.number) })}
                {attempt.redelivery ? ` · ${t('redelivery')}` : ''}
              </Text>
              {/* the words say how it went; a colour would only repeat them (and fight the dark scheme) */}
              <Text size="sm" fw={600} data-ok={ok}>
                {attempt.statusCode === null
                  ? t('noAnswer')
                  : t('statusCode', { code: String(attempt.statusCode) })}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {dateTimeText(attempt.at)} · {t('duration', { ms: String(attempt.durationMs) })}
            </Text>
            {attempt.error && (
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {attempt.error}
              </Text>
            )}
            {attempt.statusCode !== null && (
              <Code
                block
                mt={6}
                aria-label={t('responseBody')}
                style={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  maxHeight: 160,
                  overflowY: 'auto',
                }}
              >
                {attempt.responseExcerpt || t('emptyResponse')}
              </Code>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
