import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { createSandbox, eventsEveryMsFromEnv } from './index.ts';
import { createWebServer } from './web-server.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { imageUrlEndpoint } from './image-service.ts';
import { trustedProxiesFromEnv } from './client-address.ts';
import { clientLimitsFromEnv } from './client-limits.ts';
import { consoleEmailLog } from './mail.ts';
import { runtimeSettingsFromEnv } from './runtime-config.ts';
import { seedScaleFromEnv } from './seed-scale.ts';
import { payoutStepMsFromEnv } from './money/payout-lifecycle.ts';
import { seedNotificationsFromEnv, topUpDemoNotifications } from './seed-notifications.ts';
import { receiverPortFromEnv, startWebhookReceiver } from './webhook-receiver/receiver.ts';
import { allowedOriginsFrom } from './webhooks/network-rule.ts';
import { signingSecretOf } from './webhooks/secrets.ts';
import type { EnvName } from './deps.ts';

/**
 * `npm start`: one server at http://localhost:4173 (PORT overrides) with the built app and the sandbox
 * provider. Data lives in .sandbox/ (SANDBOX_DIR overrides) and survives restarts. API_BASE_URL and
 * JWT_PUBLIC_KEY (base64 PEM) point the app at another provider instead of this sandbox.
 */
const port = Number(process.env.PORT ?? 4173);
const dataDir = resolve(process.env.SANDBOX_DIR ?? '.sandbox');
// logos and avatars: the provider names this endpoint and the CSP allows its origin for images
const images = imageUrlEndpoint();
mkdirSync(dataDir, { recursive: true });

// issue 33: the local webhook receiver (WEBHOOK_RECEIVER_PORT, else a free port), checking signatures with the
// sandbox's own secrets; its one exact origin is what the sandbox may deliver to beside public host names,
// unless SANDBOX_WEBHOOK_ALLOWED_ORIGINS names the allow-list itself (empty: none)
let secretFor: (scope: { orgId: string; env: string }) => string | undefined = () => undefined;
const receiver = await startWebhookReceiver({
  port: receiverPortFromEnv(),
  secretFor: (scope) => secretFor(scope),
});
process.env.SANDBOX_WEBHOOK_ALLOWED_ORIGINS ??= receiver.origin;

const sandbox = await createSandbox({
  dataDir,
  // emails (reset links, invitations) are printed here; the HTTP outbox is for test servers only
  logEmail: consoleEmailLog(`http://localhost:${port}`),
  exposeOutbox: process.env.SANDBOX_OUTBOX === '1',
  // test servers only: Web Push to any http(s) endpoint, local ones included
  testPushEndpoints: process.env.SANDBOX_TEST_PUSH_ENDPOINTS === '1',
  imageUrlEndpoint: images,
  // a new data folder only: SANDBOX_SEED_SCALE=20 seeds over 10,000 payments for one organization
  seedScale: seedScaleFromEnv(),
  // how long a new payout stays pending, then processing (default 3 s each)
  payoutStepMs: payoutStepMsFromEnv(),
  // test servers only: SANDBOX_REGISTRATIONS_PER_HOUR raises the accounts one client address may create,
  // SANDBOX_PASSKEY_OPTIONS_PER_MIN the passkey sign-ins it may start
  clientLimits: clientLimitsFromEnv(),
  // behind a reverse proxy: its address, so the limits count the client it forwards rather than itself
  trustedProxies: trustedProxiesFromEnv(),
  // the demo: SANDBOX_EVENTS_EVERY_MS=20000 adds a realistic payment every 20 s (off by default)
  eventsEveryMs: eventsEveryMsFromEnv(),
  webhookAllowedOrigins: allowedOriginsFrom(process.env.SANDBOX_WEBHOOK_ALLOWED_ORIGINS),
});
secretFor = ({ orgId, env }) =>
  env === 'test' || env === 'live'
    ? signingSecretOf(sandbox.db, orgId, env as EnvName, new Date().toISOString()).secret
    : undefined;
// SANDBOX_NOTIFICATIONS=1000: the demo merchant's notification list that long (the bench's scroll figure)
topUpDemoNotifications(sandbox.db, seedNotificationsFromEnv(), new Date());
const app = createWebServer({
  provider: sandbox.app,
  distDir: resolve(process.env.DIST_DIR ?? 'dist'),
  // what /config.json tells the app; the external identity provider is the sandbox's own unless one is named
  runtimeConfig: runtimeSettingsFromEnv(sandbox, images),
});

const server = serve({ fetch: app.fetch, port }, () => {
  console.log(`Back-office running at http://localhost:${port} (sandbox data in ${dataDir})`);
  console.log('Demo accounts:');
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.email} / ${account.password}  ${account.note}`);
  console.log(
    `Webhook receiver at ${receiver.origin}: POST /hooks/ok (200), /hooks/fail (500), /hooks/switchable ` +
      `(PUT /mode); GET /received`,
  );
});
// Node closes an idle kept-alive connection after 5 s; a client that sends on it in that very moment gets
// ECONNRESET (a CI run's sign-in did). Clients and proxies idle out first when the server waits longer.
if (server instanceof HttpServer) server.keepAliveTimeout = 65_000;

function shutdown() {
  server.close();
  void receiver.close();
  sandbox.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
