/**
 * Wall-clock time in a user's IANA time zone, with Intl only (no time-zone library): the quiet hours and the
 * digest's hour and day are the user's local ones, daylight saving time included.
 */

export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows the zone by this IANA name ("Europe/Paris", "UTC"); offsets and abbreviations are not names. */
export function isTimeZoneName(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    formatIn(name);
    return true;
  } catch {
    return false;
  }
}

function partsAt(at: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(at))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The local date and time of `at` in the zone. */
export function localTimeAt(at: Date, timeZone: string): LocalTime {
  const p = partsAt(at, timeZone);
  const date = `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return { date, hour: p.hour, minute: p.minute };
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms (New York in winter: -5 h). */
function offsetAt(at: number, timeZone: string): number {
  const p = partsAt(new Date(at), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant the zone's clocks show `hour`:00 on `date`. A time skipped by a daylight-saving jump is taken
 * after the jump (02:30 on a spring-forward night is 03:30).
 */
export function instantOfLocal(date: string, hour: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  const first = wall - offsetAt(wall, timeZone);
  // the offset at the guess may differ from the one at the answer (a change in between): once more settles it
  const second = wall - offsetAt(first, timeZone);
  if (localTimeAt(new Date(second), timeZone).hour === hour) return new Date(second);
  // the hour does not exist that day (the clocks jumped over it): the later guess is the one after the jump
  return new Date(Math.max(first, second));
}

/** The calendar day before `date` (YYYY-MM-DD). */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** "HH:MM" of a local time, for comparing with the quiet hours' bounds. */
export function clockText(t: LocalTime): string {
  return `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
}
