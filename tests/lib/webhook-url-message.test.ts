import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/i18n/locale-store.ts';
import { webhookUrlMessage } from '../../src/lib/webhook-url-message.ts';
import { webhookUrlProblem } from '../../src/shared/webhook-url.ts';

/**
 * Issue 31: why a webhook URL is refused is one sentence per reason in each language, not "The webhook " glued to
 * the provider's English; the provider's own wording (the sandbox answers with it) is unchanged.
 */
const REFUSED = [
  'http://merchant.example/hook',
  'not a url',
  'https://a:b@merchant.example/',
  'https://2130706433/',
  'https://[::ffff:10.0.0.1]/',
  'https://[fe80::1]/',
  'https://100.64.1.1/',
  'https://8.8.8.8/',
  'https://db.internal/',
  'https://localhost/',
];

afterEach(() => activateLocale('en'));

describe('webhookUrlMessage', () => {
  it('takes what the provider takes', () => {
    expect(webhookUrlMessage('https://merchant.example/hooks')).toBeNull();
  });

  it.each(REFUSED)('words %s as the webhook forms always did, in English', (url) => {
    expect(webhookUrlMessage(url)).toBe(`The webhook ${webhookUrlProblem(url)}`);
  });

  it('names the kind of address in English', () => {
    expect(webhookUrlMessage('https://[::ffff:10.0.0.1]/')).toBe(
      'The webhook must use a public host name, not an IP address (::ffff:a00:1 is a private address)',
    );
    expect(webhookUrlMessage('https://100.64.1.1/')).toBe(
      'The webhook must use a public host name, not an IP address (100.64.1.1 is a shared (CGNAT) address)',
    );
  });

  it('speaks French and Arabic as whole sentences, with the address and host as written', async () => {
    await activateLocale('fr');
    expect(webhookUrlMessage('http://merchant.example/')).toBe('Le webhook doit être une URL https');
    expect(webhookUrlMessage('https://127.0.0.1/')).toBe(
      'Le webhook doit utiliser un nom d’hôte public, pas une adresse IP (127.0.0.1 est une adresse de bouclage)',
    );
    expect(webhookUrlMessage('https://db.internal/')).toBe(
      'Le webhook doit utiliser un nom d’hôte public, pas db.internal',
    );
    await activateLocale('ar');
    expect(webhookUrlMessage('https://10.1.2.3/')).toContain('(10.1.2.3 عنوان خاص)');
  });
});
