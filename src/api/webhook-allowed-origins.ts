import type { RuntimeConfig } from './runtime-config.ts';

/**
 * The exact origins /config.json allows a webhook URL to use beside the public-host rule (issue 33: the local
 * receiver of `npm start` and the tests), or none. Checked here rather than when the configuration loads, to keep
 * that first-visit code small: anything but a list of origin strings allows nothing.
 */
export function webhookAllowedOrigins(config: Pick<RuntimeConfig, 'webhookAllowedOrigins'>): string[] {
  const value: unknown = config.webhookAllowedOrigins;
  if (!Array.isArray(value)) return [];
  return value.filter((origin): origin is string => {
    if (typeof origin !== 'string') return false;
    try {
      return new URL(origin).origin === origin;
    } catch {
      return false;
    }
  });
}
