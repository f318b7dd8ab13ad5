import { translate } from '../i18n/translate.ts';
import { webhookUrlRefusal, type IpAddressKind } from '../shared/webhook-url.ts';
import { webhookMessages } from './webhook/messages/index.ts';

/** An address kind as the webhook message's select names it (ICU keys take no hyphen). */
const KIND_KEYS: Record<IpAddressKind, string> = {
  reserved: 'reserved',
  loopback: 'loopback',
  private: 'private',
  'link-local': 'linkLocal',
  shared: 'shared',
  multicast: 'multicast',
  public: 'public',
};

/**
 * Why a webhook URL is refused, as the sentence shown under its field ("The webhook must be an https URL"), in
 * the language spoken now; null when the provider's rule takes it (src/shared/webhook-url.ts), or the URL is on
 * one of the exact origins the deployment allow-lists (/config.json's webhookAllowedOrigins). For the payment
 * configuration's webhook and the notification channels' alike: call it when the form checks its fields.
 */
export function webhookUrlMessage(value: string, allowedOrigins: readonly string[] = []): string | null {
  const refusal = webhookUrlRefusal(value, allowedOrigins);
  switch (refusal?.rule) {
    case undefined:
      return null;
    case 'https':
      return translate(webhookMessages, 'https');
    case 'credentials':
      return translate(webhookMessages, 'credentials');
    case 'ip-address':
      return translate(webhookMessages, 'ipAddress', {
        address: refusal.address,
        kind: KIND_KEYS[refusal.kind],
      });
    case 'host-name':
      return translate(webhookMessages, 'hostName', { host: refusal.host });
  }
}
