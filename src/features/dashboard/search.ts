/**
 * The dashboard's range, as the URL holds it: a preset (`?range=7d`) or a custom span
 * (`?range=custom&startDate=2026-11-01&endDate=2026-11-15`). Days are UTC days, as the provider counts them
 * (a payment's day is the first ten characters of its ISO `createdAt`).
 */
export const RANGE_PRESETS = ['today', '7d', '30d', 'month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export type DashboardSearch =
  | { range: RangePreset; startDate?: undefined; endDate?: undefined }
  | { range: 'custom'; startDate: string; endDate: string };

/** What a link or the address may say before validation (every field optional, any text). */
export type DashboardSearchInput = {
  range?: string;
  startDate?: string;
  endDate?: string;
};

/** 30 days unless the user chose otherwise; kept out of the address. */
export const DEFAULT_DASHBOARD_SEARCH = { range: '30d' } as const satisfies DashboardSearch;

/** The provider's daily series stops at a year of days; a longer custom span falls back to the default. */
const MAX_CUSTOM_DAYS = 366;
const DAY_MS = 86_400_000;

export interface DateRange {
  startDate: string;
  endDate: string;
}

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Validates the address. Anything else than a known preset, or a custom span of two real days in order and at
 * most a year long, falls back to the default: no error page for a hand-edited URL. `isCalendarDate` is the
 * transactions feature's rule for a YYYY-MM-DD day, handed in by the route (features do not import each other).
 */
export function validateDashboardSearch(
  search: Record<string, unknown>,
  isCalendarDate: (value: unknown) => value is string,
): DashboardSearch {
  const { range, startDate, endDate } = search;
  const datesGiven = startDate !== undefined || endDate !== undefined;
  if ((range === 'custom' || (range === undefined && datesGiven)) && isCalendarDate(startDate)) {
    if (isCalendarDate(endDate) && startDate <= endDate) {
      const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
      if (days <= MAX_CUSTOM_DAYS) return { range: 'custom', startDate, endDate };
    }
  }
  const preset = RANGE_PRESETS.find((entry) => entry === range) ?? DEFAULT_DASHBOARD_SEARCH.range;
  // the days named explicitly as absent, so that invalid ones in the address are dropped from it too
  return { range: preset, startDate: undefined, endDate: undefined };
}

/** The days a view covers, both included, on the UTC calendar of `now`. */
export function rangeDates(search: DashboardSearch, now: Date): DateRange {
  if (search.range === 'custom') return { startDate: search.startDate, endDate: search.endDate };
  const today = now.getTime();
  const endDate = utcDay(today);
  switch (search.range) {
    case 'today':
      return { startDate: endDate, endDate };
    case '7d':
      return { startDate: utcDay(today - 6 * DAY_MS), endDate };
    case 'month':
      return { startDate: `${endDate.slice(0, 8)}01`, endDate };
    default:
      return { startDate: utcDay(today - 29 * DAY_MS), endDate };
  }
}
