/** The money part of the sandbox API, mounted by core under /v1. */
import { Hono } from 'hono';
import type { SandboxDeps } from '../../deps.ts';
import type { AppEnv } from '../../session.ts';
import { paymentConfigRoutes } from './payment-config.ts';
import { onRampRoutes } from './onramp.ts';
import { payoutPreviewRoutes } from './payout-preview.ts';
import { payoutRoutes } from './payouts.ts';
import { refundRoutes } from './refunds.ts';
import { transactionRoutes } from './transactions.ts';

export function moneyRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', transactionRoutes(deps));
  app.route('/', refundRoutes(deps));
  app.route('/', payoutRoutes(deps));
  app.route('/', payoutPreviewRoutes(deps));
  app.route('/', paymentConfigRoutes(deps));
  app.route('/', onRampRoutes(deps));
  return app;
}
