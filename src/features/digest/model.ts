import { currentLocale } from '../../i18n/locale-store.ts';
import { intlLocaleOf } from '../../i18n/locales.ts';
import type { SessionScope } from '../../session/scope-key.ts';
import type { Digest } from './queries.ts';

/**
 * The local day a digest covers ("Tuesday, 3 March 2026"), in the language spoken now. The day is a calendar
 * date of the user's time zone (`2026-03-03`): written from its own fields (as UTC), never moved by this
 * device's time zone.
 */
export function formatDigestDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  const locale = currentLocale();
  // English as the other screens write dates, the day before the month ("Friday, 27 November 2026")
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocaleOf(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/**
 * Whether the app looks at the digest's own organization and environment: then its payments and payouts open
 * as they are; otherwise their links name the digest's scope, and the app switches to it first.
 */
export function inDigestScope(digest: Pick<Digest, 'orgId' | 'env'>, scope: SessionScope): boolean {
  return digest.env === scope.env && digest.orgId === (scope.masterOrgId || scope.orgId);
}
