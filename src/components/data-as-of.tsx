import { Text } from '@mantine/core';
import { splitDateTime } from '../lib/dates.ts';
import { useOnline } from '../lib/online.ts';
import { useT } from '../i18n/translate.ts';
import { componentsMessages } from './messages/index.ts';

/**
 * When this page was opened: data fetched since then is live; data with an older `dataUpdatedAt` came from
 * the persisted cache (restored at sign-in) and was not fetched again yet.
 */
const SESSION_STARTED_AT = Date.now();

/** True when data last fetched at `updatedAt` is not known to be current: restored from the cache, or offline. */
function isDataAsOf(updatedAt: number, online: boolean): boolean {
  return updatedAt > 0 && (!online || updatedAt < SESSION_STARTED_AT);
}

/**
 * "As of 2026-11-23 19:04:12" beside data shown from the cache: restored from IndexedDB and not fetched in
 * this online session, or anything while offline. `updatedAt`: the query's `dataUpdatedAt` (the oldest, when
 * a screen shows several). Nothing when the data is live.
 */
export function DataAsOf({ updatedAt }: { updatedAt: number | readonly number[] }) {
  const t = useT(componentsMessages);
  const online = useOnline();
  const times = typeof updatedAt === 'number' ? [updatedAt] : updatedAt;
  const known = times.filter((time) => time > 0);
  const oldest = known.length ? Math.min(...known) : 0;
  if (!isDataAsOf(oldest, online)) return null;
  const { date, time } = splitDateTime(oldest);
  return (
    <Text size="xs" c="dimmed" data-testid="data-as-of">
      {t(online ? 'asOfRefreshing' : 'asOf', { date: date ?? '', time: time ?? '' })}
    </Text>
  );
}
