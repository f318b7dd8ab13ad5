import { translate } from '../../i18n/translate.ts';
import { webhookUrlMessage } from '../../lib/webhook-url-message.ts';
import { profileMessages, type ProfileMessage } from './messages/index.ts';
import type { Profile } from './queries.ts';

/** The contract's bound on one channel's value. */
const MAX_VALUE_LENGTH = 512;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A Slack channel name as Slack allows it: lower case, digits, - and _, at most 80. */
const SLACK_CHANNEL = /^#[a-z0-9][a-z0-9_-]{0,79}$/;
/** A Telegram chat id (a number, negative for groups) or a public @username. */
const TELEGRAM = /^(-?\d{5,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

/**
 * A known channel: its name (a message, or the brand's own name, which no language translates), what its value
 * is, an example value (an address or a handle, the same in every language) and its check.
 */
interface ChannelKind {
  name: { key: ProfileMessage } | { brand: string };
  explanation: ProfileMessage;
  example: string;
  check: (value: string) => string | null;
}

function httpsUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname ? null : translate(profileMessages, 'channelHttpsOnly');
  } catch {
    return translate(profileMessages, 'channelHttpsOnly');
  }
}

/** What each known channel's value is; a channel the app does not know yet takes any text. */
const KINDS: Record<string, ChannelKind> = {
  email: {
    name: { key: 'channelEmail' },
    explanation: 'channelEmailDescription',
    example: 'finance@example.com',
    check: (value) => (EMAIL.test(value) ? null : translate(profileMessages, 'channelEmailInvalid')),
  },
  slack: {
    name: { brand: 'Slack' },
    explanation: 'channelSlackDescription',
    example: '#payments',
    check: (value) =>
      SLACK_CHANNEL.test(value) || !httpsUrl(value)
        ? null
        : translate(profileMessages, 'channelSlackInvalid'),
  },
  webhook: {
    name: { key: 'channelWebhook' },
    explanation: 'channelWebhookDescription',
    example: 'https://example.com/hooks/payouts',
    // the provider posts to it from inside its network: a public host name only, as for the payment webhook
    check: (value) => httpsUrl(value) ?? webhookUrlMessage(value),
  },
  telegram: {
    name: { brand: 'Telegram' },
    explanation: 'channelTelegramDescription',
    example: '@my_payouts',
    check: (value) => (TELEGRAM.test(value) ? null : translate(profileMessages, 'channelTelegramInvalid')),
  },
};

/** A channel the app knows, or undefined (a name the provider added since, never one of Object's own). */
const kindOf = (channel: string): ChannelKind | undefined =>
  Object.hasOwn(KINDS, channel) ? KINDS[channel] : undefined;

/** A channel's name as the provider spells it, capitalised: the app knows no other name for it. */
const providerName = (channel: string) => channel.charAt(0).toUpperCase() + channel.slice(1);

/** The channel's field label, in the language spoken now. */
export function channelLabel(channel: string): string {
  const name = kindOf(channel)?.name;
  if (!name) return providerName(channel);
  return 'brand' in name ? name.brand : translate(profileMessages, name.key);
}

/** What the channel's value is, in the language spoken now. */
export function channelDescription(channel: string): string {
  const kind = kindOf(channel);
  return kind
    ? translate(profileMessages, kind.explanation)
    : translate(profileMessages, 'channelOtherDescription', { channel });
}

/** An example value (not translated: an address or a handle), or none for a channel the app does not know. */
export const channelPlaceholder = (channel: string) => kindOf(channel)?.example ?? '';

/** The message next to a channel's field, or null: an empty field is fine (that channel is off). */
export function channelError(channel: string, value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (trimmed.length > MAX_VALUE_LENGTH)
    return translate(profileMessages, 'channelTooLong', { max: MAX_VALUE_LENGTH });
  return kindOf(channel)?.check(trimmed) ?? null;
}

/** The form's starting values: every offered channel, filled from the saved configuration. */
export function channelValues(channels: readonly string[], saved: Profile['notificationConfig']) {
  return Object.fromEntries(channels.map((channel) => [channel, saved?.[channel] ?? ''])) as Record<
    string,
    string
  >;
}

/** What is saved: the filled channels only, trimmed (an empty value would only mean "off"). */
export function toNotificationConfig(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([channel, value]) => [channel, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}
