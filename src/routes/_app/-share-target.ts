import { redirect } from '@tanstack/react-router';
import { datePresetRange } from '../../features/transactions/date-presets.ts';
import { commandPalette } from '../../lib/command-palette.ts';
import { DASHBOARD_PATH } from '../../lib/menu.ts';
import { searchableText } from '../../lib/share/searchable-text.ts';

/**
 * `/share`'s address (issue 34): what another app shares into the installed app (the manifest's `share_target`:
 * `title`, `text`, `url`) and the home-screen shortcut that goes through it (`shortcut`), strings as the route
 * let them through.
 */
interface ShareSearch {
  title?: string | undefined;
  text?: string | undefined;
  url?: string | undefined;
  shortcut?: string | undefined;
}

/** Longer params are cut: no share that matters is anywhere near this long. */
const MAX_PARAM = 4096;

/** The params of `/share`'s query string as sent (`?text=…&url=…`), each cut to `MAX_PARAM`. */
function sharedParams(searchStr: string): ShareSearch {
  const query = new URLSearchParams(searchStr);
  const params: ShareSearch = {};
  for (const key of ['title', 'text', 'url', 'shortcut'] as const) {
    const value = query.get(key);
    if (value !== null) params[key] = value.slice(0, MAX_PARAM);
  }
  return params;
}

/** Where `/share` goes: the palette over the dashboard, searching for `query`, or today's failed payments. */
type ShareDestination =
  | { to: 'palette'; query: string }
  | { to: 'transactions'; search: { status: 'failed'; startDate: string; endDate: string } };

/**
 * Where `/share` goes: a home-screen shortcut's destination (`failed-today`: today's failed payments; `search`:
 * the empty palette), else the palette searching for what was shared (src/lib/share/searchable-text.ts).
 * "Today" is the UTC day, as the transactions list's own "Today" preset reads it (the provider's date filter is
 * UTC), seen at `now`: a static manifest cannot hold the day.
 */
function shareDestination(search: ShareSearch, now: Date): ShareDestination {
  if (search.shortcut === 'failed-today')
    return { to: 'transactions', search: { status: 'failed', ...datePresetRange('today', now) } };
  if (search.shortcut === 'search') return { to: 'palette', query: '' };
  return { to: 'palette', query: searchableText(search) };
}

/**
 * `/share`'s guard (src/routes/_app/share.tsx), once signed in: reads the query string as sent (the router's
 * parsing would turn a shared `123` or `{"a":1}` into a number or an object), then leaves. For a share or the
 * Search shortcut: the palette is asked for with the search filled (its host picks the request up once the
 * shell mounts, src/lib/command-palette.ts) and the address is replaced by the dashboard, so Back does not share
 * again; a preload (a link hovered) asks for nothing. What was shared is never followed: a link is only read for
 * a token, and the redirect is always to one of the app's own screens.
 */
export function leaveShare(searchStr: string, preload: boolean): never {
  const destination = shareDestination(sharedParams(searchStr), new Date());
  if (destination.to === 'transactions')
    throw redirect({ to: '/manage/transactions/', search: destination.search, replace: true });
  if (!preload) commandPalette.open(destination.query);
  throw redirect({ to: DASHBOARD_PATH, replace: true });
}
