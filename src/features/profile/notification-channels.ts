import { webhookUrlProblem } from '../../shared/webhook-url.ts';
import type { Profile } from './queries.ts';

/** The contract's bound on one channel's value. */
const MAX_VALUE_LENGTH = 512;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A Slack channel name as Slack allows it: lower case, digits, - and _, at most 80. */
const SLACK_CHANNEL = /^#[a-z0-9][a-z0-9_-]{0,79}$/;
/** A Telegram chat id (a number, negative for groups) or a public @username. */
const TELEGRAM = /^(-?\d{5,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

interface ChannelKind {
  label: string;
  description: string;
  placeholder: string;
  check: (value: string) => string | null;
}

function httpsUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname ? null : 'Enter an https:// address';
  } catch {
    return 'Enter an https:// address';
  }
}

/** What each known channel's value is; a channel the app does not know yet takes any text. */
const KINDS: Record<string, ChannelKind> = {
  email: {
    label: 'Email',
    description: 'The address payout notifications are sent to.',
    placeholder: 'finance@example.com',
    check: (value) => (EMAIL.test(value) ? null : 'Enter a valid email address'),
  },
  slack: {
    label: 'Slack',
    description: 'A #channel of your workspace, or the https URL of an incoming webhook.',
    placeholder: '#payments',
    check: (value) =>
      SLACK_CHANNEL.test(value) || !httpsUrl(value) ? null : 'Enter a #channel or an https:// address',
  },
  webhook: {
    label: 'Webhook',
    description: 'Your server’s https URL; notifications are POSTed to it as JSON.',
    placeholder: 'https://example.com/hooks/payouts',
    // the provider posts to it from inside its network: a public host name only, as for the payment webhook
    check: (value) => {
      if (httpsUrl(value)) return httpsUrl(value);
      const problem = webhookUrlProblem(value);
      return problem ? `The webhook ${problem}` : null;
    },
  },
  telegram: {
    label: 'Telegram',
    description: 'The chat id (a number) or the @username of a public channel.',
    placeholder: '@my_payouts',
    check: (value) => (TELEGRAM.test(value) ? null : 'Enter a chat id (digits) or an @username'),
  },
};

function kindOf(channel: string): ChannelKind {
  return (
    KINDS[channel] ?? {
      label: channel.charAt(0).toUpperCase() + channel.slice(1),
      description: `Where ${channel} notifications go.`,
      placeholder: '',
      check: () => null,
    }
  );
}

export const channelLabel = (channel: string) => kindOf(channel).label;
export const channelDescription = (channel: string) => kindOf(channel).description;
export const channelPlaceholder = (channel: string) => kindOf(channel).placeholder;

/** The message next to a channel's field, or null: an empty field is fine (that channel is off). */
export function channelError(channel: string, value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (trimmed.length > MAX_VALUE_LENGTH) return `At most ${MAX_VALUE_LENGTH} characters`;
  return kindOf(channel).check(trimmed);
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
