import { afterEach, describe, expect, it } from 'vitest';
import {
  channelDescription,
  channelError,
  channelLabel,
  toNotificationConfig,
} from '../../../src/features/profile/notification-channels.ts';
import { isNotificationConfigEmpty } from '../../../src/features/profile/queries.ts';
import { activateLocale } from '../../../src/i18n/locale-store.ts';

// the language is the module's state, shared by the files of a worker: every test leaves it English
afterEach(() => activateLocale('en'));

describe('notification channels', () => {
  it('checks each known channel for its kind; an empty field is a channel turned off', () => {
    expect(channelError('email', 'finance@example.com')).toBeNull();
    expect(channelError('email', 'finance@')).toBe('Enter a valid email address');
    expect(channelError('webhook', 'https://example.com/hook')).toBeNull();
    expect(channelError('webhook', 'http://example.com/hook')).toBe('Enter an https:// address');
    expect(channelError('webhook', 'https://user:pw@example.com/hook')).toBe(
      'The webhook must not contain a user name or password',
    );
    expect(channelError('webhook', 'https://localhost/hook')).toBe(
      'The webhook must use a public host name, not localhost',
    );
    expect(channelError('slack', '#payments')).toBeNull();
    expect(channelError('slack', 'https://hooks.slack.com/services/T0/B0/x')).toBeNull();
    expect(channelError('slack', 'payments')).toBe('Enter a #channel or an https:// address');
    expect(channelError('telegram', '@maya_merchant')).toBeNull();
    expect(channelError('telegram', '-1001234567890')).toBeNull();
    expect(channelError('telegram', 'maya')).toBe('Enter a chat id (digits) or an @username');
    expect(channelError('email', '')).toBeNull();
    expect(channelError('sms', 'anything')).toBeNull();
    expect(channelError('sms', 'x'.repeat(513))).toBe('At most 512 characters');
  });

  it('names and checks the channels in the language chosen; brand names and unknown channels stay as they are', async () => {
    expect(channelLabel('email')).toBe('Email');
    expect(channelDescription('sms')).toBe('Where sms notifications go.');
    await activateLocale('fr');
    expect(channelLabel('email')).toBe('E-mail');
    expect(channelLabel('slack')).toBe('Slack');
    expect(channelLabel('sms')).toBe('Sms');
    expect(channelError('telegram', 'maya')).toBe(
      'Saisissez un identifiant de discussion (chiffres) ou un @nom d’utilisateur',
    );
    expect(channelError('sms', 'x'.repeat(513))).toBe('512 caractères au maximum');
    expect(channelLabel('toString')).toBe('ToString');
  });

  it('saves only the filled channels, trimmed; none filled counts as empty (docs/product/05-validation.md §5.2)', () => {
    const config = toNotificationConfig({ email: ' a@b.co ', slack: '', webhook: '  ' });
    expect(config).toEqual({ email: 'a@b.co' });
    expect(isNotificationConfigEmpty(toNotificationConfig({ email: '', slack: ' ' }))).toBe(true);
  });
});
