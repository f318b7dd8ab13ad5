import { BALANCE_MARKUP_PERCENT, balancesByCurrency, formatBalance } from '../../lib/money.ts';
import type { Env } from '../../session/scope.ts';
import type { Organization } from './queries.ts';

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

/**
 * An organization's balances as printed: testBalance in test mode, balance in live mode, by currency code.
 * The card renders these under a label that names the markup, so they are never taken for the balance itself
 * (which the dashboard shows).
 */
export function balanceLines(organization: Organization, env: Env): { label: string; lines: BalanceLine[] } {
  const amounts = env === 'test' ? organization.testBalance : organization.balance;
  return {
    label: `${env === 'test' ? 'Test balances' : 'Live balances'} + ${BALANCE_MARKUP_PERCENT} %`,
    lines: balancesByCurrency(amounts).map(([currency, amount]) => ({
      currency: currency.toUpperCase(),
      amount: formatBalance(amount, currency),
    })),
  };
}

/** "Owner: Maya Merchant (merchant@demo.test)", or "Owner: unknown" when the owner is not among the members. */
export function ownerLine(organization: Organization): string {
  const owner = organization.members.find((member) => member.userId === organization.userId);
  return `Owner: ${owner ? `${owner.name} (${owner.email})` : 'unknown'}`;
}

/** "4 members", "1 member". */
export function membersLine(organization: Organization): string {
  const members = organization.members.length;
  return `${members} ${members === 1 ? 'member' : 'members'}`;
}
