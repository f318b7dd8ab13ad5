import type { Db } from './db.ts';
import type { Keys } from './keys.ts';
import type { ClientLimits } from './client-limits.ts';
import type { EmailLog } from './mail.ts';
import type { Clock } from './clock.ts';
import type { SandboxEvents } from './events/index.ts';
import type { PushLog } from './events/push-log.ts';
import type { WebhookSender } from './webhooks/sender.ts';

export type EnvName = 'test' | 'live';

export interface NotifyInput {
  orgId: string;
  env: EnvName;
  /** status: what the payout just became (creation: pending), for the notification's text */
  data: {
    amount: number;
    currency: string;
    endDate: string;
    payoutId: string;
    status?: 'pending' | 'processing' | 'paid' | 'failed';
  };
}

/** What every route module receives. */
export interface SandboxDeps {
  db: Db;
  keys: Keys;
  now: Clock;
  /**
   * a payout was created (status pending) or changed status: paid and failed are announced to the org's members
   * (bell and Web Push, as each prefers), and the org's alert rules are evaluated (events/index.ts)
   */
  notify: (input: NotifyInput) => void;
  /** issue 32's events: refunds settled and announced, payments added, alert rules evaluated, the due work */
  events: SandboxEvents;
  /** test servers only (exposeOutbox): the push messages sent, for GET /__sandbox/pushes */
  pushLog?: PushLog;
  /** takes the payouts' due status steps now (money/payout-lifecycle.ts): called before payouts are read */
  advancePayouts: () => void;
  /** how long a payout stays in each of pending and processing (money/payout-lifecycle.ts): its tracking's schedule */
  payoutStepMs: number;
  /** announces each email the sandbox "sends" (see mail.ts) */
  logEmail: EmailLog;
  /** whether a Web Push endpoint may be stored and contacted (push-endpoint.ts) */
  pushEndpointAllowed: (endpoint: string) => boolean;
  /** the image service's URL endpoint handed to the app (image-service.ts) */
  imageUrlEndpoint: string;
  /** registrations, reset emails, invitations and failed sign-ins allowed per window (client-limits.ts) */
  clientLimits: ClientLimits;
  /** reverse proxies whose X-Forwarded-For names the client (client-address.ts); empty: none */
  trustedProxies: readonly string[];
  /** issue 33: the webhook sender (webhooks/sender.ts): deliveries, their retries and redeliveries */
  webhooks: WebhookSender;
  /** exact origins a webhook may use beside the public-host rule (SANDBOX_WEBHOOK_ALLOWED_ORIGINS) */
  webhookAllowedOrigins: readonly string[];
}
