/**
 * Block explorers: where anyone can look at a crypto payout's transaction. The payment configuration names one
 * per network (`explorerUrls`), as an https URL template holding `{hash}` where the transaction hash goes; the
 * payout page builds its "Open in explorer" link from that template and the payout's `txHash`, never from a
 * finished URL. Until an organization names its own, the defaults are public explorers: the main chains' for
 * live, their test chains' for test (a test payout's hash would not be found on a main chain's explorer).
 */
import { webhookUrlProblem } from '../../src/shared/webhook-url.ts';
import { currencyInfo } from './currencies.ts';

/** The networks the provider pays crypto out on (currencies.ts names each currency's). */
type ExplorerNetwork = 'bitcoin' | 'ethereum' | 'tron';
export type ExplorerUrls = Partial<Record<ExplorerNetwork, string>>;

const HASH = '{hash}';

const LIVE_EXPLORERS: Required<ExplorerUrls> = {
  bitcoin: 'https://mempool.space/tx/{hash}',
  // Ethereum writes its hashes with 0x; the provider's txHash is the 64 hex digits alone
  ethereum: 'https://etherscan.io/tx/0x{hash}',
  tron: 'https://tronscan.org/#/transaction/{hash}',
};

const TEST_EXPLORERS: Required<ExplorerUrls> = {
  bitcoin: 'https://mempool.space/testnet4/tx/{hash}',
  ethereum: 'https://sepolia.etherscan.io/tx/0x{hash}',
  tron: 'https://nile.tronscan.org/#/transaction/{hash}',
};

/** The explorers a configuration names until its organization changes them. */
export function defaultExplorerUrls(env: string): ExplorerUrls {
  return { ...(env === 'live' ? LIVE_EXPLORERS : TEST_EXPLORERS) };
}

/** The template of the network `currency` is paid on, or null (a fiat currency, or no explorer named). */
export function explorerTemplateFor(urls: ExplorerUrls | undefined, currency: string): string | null {
  const network = currencyInfo(currency)?.network;
  if (!network || !urls) return null;
  return urls[network as ExplorerNetwork] ?? null;
}

/**
 * Why a template is refused (to follow its field's name), or null. It must hold `{hash}` once and no other
 * brace (which a client could take for another placeholder), outside the host name (the link must go where
 * the template says, whatever the hash), and once filled be an https URL on a public host name, as a webhook
 * must: no user name or password, no IP address, no localhost.
 */
export function explorerUrlProblem(template: string): string | null {
  if (template.split(HASH).length !== 2 || /[{}]/.test(template.replace(HASH, '')))
    return `must contain ${HASH} exactly once, and no other brace`;
  const filled = (digit: string) => template.replace(HASH, digit.repeat(64));
  const problem = webhookUrlProblem(filled('0'));
  if (problem) return problem;
  if (new URL(filled('0')).host !== new URL(filled('f')).host) return `must not put ${HASH} in the host name`;
  return null;
}
