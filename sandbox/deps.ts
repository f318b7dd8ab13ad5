import type { Db } from './db.ts';
import type { Keys } from './keys.ts';
import type { EmailLog } from './mail.ts';

export type EnvName = 'test' | 'live';

export interface NotifyInput {
  orgId: string;
  env: EnvName;
  data: { amount: number; currency: string; endDate: string; payoutId: string };
}

/** What every route module receives. */
export interface SandboxDeps {
  db: Db;
  keys: Keys;
  now: () => Date;
  /** creates a payout notification for the org's owner and sends Web Push to that user's subscriptions */
  notify: (input: NotifyInput) => void;
  /** announces each email the sandbox "sends" (see mail.ts) */
  logEmail: EmailLog;
  /** whether a Web Push endpoint may be stored and contacted (push-endpoint.ts) */
  pushEndpointAllowed: (endpoint: string) => boolean;
  /** the image service's URL endpoint handed to the app (image-service.ts) */
  imageUrlEndpoint: string;
}
