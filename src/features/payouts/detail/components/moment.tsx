import { Text } from '@mantine/core';
import { formatDayMonthUtc } from '../../../../lib/dates.ts';
import { formatRelativeTime } from '../../../../lib/relative-time.ts';

/**
 * A moment as the tracker shows it: the absolute time (UTC, as the rest of the payout page) and, below it, how
 * long ago or how soon, relative to `now`.
 */
export function Moment({ at, now }: { at: string; now: number }) {
  return (
    <>
      <Text size="xs" component="time" dateTime={at} display="block">
        {formatDayMonthUtc(at)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="relative-time">
        {formatRelativeTime(at, now)}
      </Text>
    </>
  );
}
