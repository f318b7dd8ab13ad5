import { BALANCE_MARKUP_PERCENT, balancesByCurrency, formatBalance } from '../../lib/money.ts';
import type { Env } from '../../session/scope.ts';
import type { Organization } from './queries.ts';
import { intlLocaleOf, SOURCE_LOCALE } from '../../i18n/locales.ts';
import { currentLocale } from '../../i18n/locale-store.ts';
import { translate } from '../../i18n/translate.ts';
import { organizationsMessages } from './messages/index.ts';

/** One currency's line of an organization's balances, as the screen prints it. */
export interface BalanceLine {
  /** the code, upper-cased */
  currency: string;
  /**
   * docs/product/09-constants.md §9.1: the balance plus 5.26 percent, 2 decimals half up, with the code
   * ("1,497.83 EUR")
   */
  amount: string;
}

/** The markup's percentage as the language writes its numbers: "5.26" in English, "5,26" in French. */
export function markupPercent(): string {
  const locale = currentLocale();
  if (locale === SOURCE_LOCALE) return BALANCE_MARKUP_PERCENT;
  return new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits: 2 }).format(
    Number(BALANCE_MARKUP_PERCENT),
  );
}

/**
 * An organization's balances as printed: testBalance in test mode, balance in live mode, by currency code.
 * The card renders these under a label that names the markup, so they are never taken for the balance itself
 * (which the dashboard shows).
 */
export function balanceLines(
  organization: Organization,
  env: Env,
): { label: string; listLabel: string; lines: BalanceLine[] } {
  const amounts = env === 'test' ? organization.testBalance : organization.balance;
  const values = { env, percent: markupPercent(), name: organization.name };
  return {
    label: translate(organizationsMessages, 'balancesLabel', values),
    /** the list's accessible name: the label, of which organization */
    listLabel: translate(organizationsMessages, 'balancesOf', values),
    lines: balancesByCurrency(amounts).map(([currency, amount]) => ({
      currency: currency.toUpperCase(),
      amount: formatBalance(amount, currency),
    })),
  };
}

/** "Owner: Maya Merchant (merchant@demo.test)", or "Owner: unknown" when the owner is not among the members. */
export function ownerLine(organization: Organization): string {
  const owner = organization.members.find((member) => member.userId === organization.userId);
  return owner
    ? translate(organizationsMessages, 'owner', { name: owner.name, email: owner.email })
    : translate(organizationsMessages, 'ownerUnknown');
}

/** "4 members", "1 member". */
export function membersLine(organization: Organization): string {
  return translate(organizationsMessages, 'members', { count: organization.members.length });
}
