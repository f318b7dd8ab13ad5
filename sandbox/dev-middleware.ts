import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createSandbox, eventsEveryMsFromEnv } from './index.ts';
import { imageUrlEndpoint } from './image-service.ts';
import { trustedProxiesFromEnv } from './client-address.ts';
import { clientLimitsFromEnv } from './client-limits.ts';
import { consoleEmailLog } from './mail.ts';
import { seedScaleFromEnv } from './seed-scale.ts';
import { payoutStepMsFromEnv } from './money/payout-lifecycle.ts';
import { runtimeConfigFor, runtimeSettingsFromEnv } from './runtime-config.ts';
import { allowedOriginsFrom } from './webhooks/network-rule.ts';

/**
 * `npm run dev`: the sandbox answers /v1, /__sandbox (with SANDBOX_OUTBOX=1) and /config.json inside Vite's dev server (same
 * origin as `npm start`); every other request falls through to Vite.
 */
export async function mountSandboxOnDevServer() {
  const dataDir = resolve(process.env.SANDBOX_DIR ?? '.sandbox');
  mkdirSync(dataDir, { recursive: true });
  const images = imageUrlEndpoint();
  const sandbox = await createSandbox({
    dataDir,
    logEmail: consoleEmailLog(`http://localhost:${process.env.PORT ?? 5173}`),
    exposeOutbox: process.env.SANDBOX_OUTBOX === '1',
    imageUrlEndpoint: images,
    seedScale: seedScaleFromEnv(),
    // how long a new payout stays pending, then processing (default 3 s each)
    payoutStepMs: payoutStepMsFromEnv(),
    clientLimits: clientLimitsFromEnv(),
    trustedProxies: trustedProxiesFromEnv(),
    eventsEveryMs: eventsEveryMsFromEnv(),
    // issue 33: the origins a webhook may use beside public host names (none unless named)
    webhookAllowedOrigins: allowedOriginsFrom(process.env.SANDBOX_WEBHOOK_ALLOWED_ORIGINS),
  });
  // the same settings and the same /config.json as `npm start` (serve.ts)
  const settings = runtimeSettingsFromEnv(sandbox, images);
  const app = new Hono();
  app.get('/config.json', (c) => c.json(runtimeConfigFor(settings, c.req.url)));
  // with the connection's bindings: the provider's per-address limits read the client's address from them
  app.all('*', (c) => sandbox.app.fetch(c.req.raw, c.env));
  const listener = getRequestListener(app.fetch);
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '';
    if (
      url.startsWith('/v1/') ||
      url.startsWith('/__sandbox/') ||
      url.startsWith('/oidc/') ||
      url === '/config.json'
    ) {
      void listener(req, res);
      return;
    }
    next();
  };
}
