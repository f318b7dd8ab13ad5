import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { SandboxDeps } from './deps.ts';
import { bodyLimit } from './body-limit.ts';
import { ApiError, fail } from './http.ts';
import { noStore, validation } from './middleware.ts';
import { createOidcIssuer } from './oidc/issuer.ts';
import { authRoutes } from './routes/auth.ts';
import { oidcProviderRoutes } from './routes/auth-oidc.ts';
import { configRoutes } from './routes/config.ts';
import { imageUploadRoutes, servedImage } from './routes/images.ts';
import { devRoutes } from './routes/dev.ts';
import { emailVerificationRoutes } from './routes/email-verification.ts';
import { moneyRoutes } from './routes/money/index.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { notificationPreferenceRoutes } from './routes/notification-preferences.ts';
import { alertRoutes } from './routes/alerts.ts';
import { auditRoutes } from './routes/audit.ts';
import { digestRoutes } from './routes/digests.ts';
import { oidcRoutes } from './routes/oidc-issuer.ts';
import { orgRoutes } from './routes/organizations.ts';
import { pushRoutes } from './routes/push.ts';
import { savedViewRoutes } from './routes/saved-views.ts';
import { searchRoutes } from './routes/search.ts';
import { stepUpRoutes } from './routes/step-up.ts';
import { teamRoutes } from './routes/team.ts';
import { userRoutes } from './routes/user.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { sessionMiddleware, type AppEnv } from './session.ts';
import { freshProofGuard } from './step-up/require.ts';

/**
 * The sandbox provider: /v1 (the contract), the external identity provider it plays (/oidc) and, only when
 * asked for (tests), the /__sandbox dev routes: the outbox, the pushes sent, payments and the scheduler on demand.
 */
export function createApp(deps: SandboxDeps, options: { exposeOutbox: boolean }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => {
    if (err instanceof ApiError) return fail(c, err.status, err.message);
    if (err instanceof HTTPException) return fail(c, err.status as 400, err.message || 'Bad request');
    console.error('[sandbox] unexpected error', err);
    return fail(c, 500, 'Internal server error');
  });
  app.notFound((c) => fail(c, 404, 'Not found'));
  // order matters: headers first (so errors carry them), then the body size (413 before anything reads it),
  // then contract validation, then the bearer check, then the contract's fresh-proof guards (x-proof)
  app.use('/v1/*', noStore, bodyLimit(), validation, sessionMiddleware(deps), freshProofGuard(deps));
  app.use('/oidc/*', bodyLimit());
  for (const routes of [
    authRoutes,
    emailVerificationRoutes,
    notificationRoutes,
    notificationPreferenceRoutes,
    alertRoutes,
    auditRoutes,
    digestRoutes,
    orgRoutes,
    teamRoutes,
    userRoutes,
    configRoutes,
    imageUploadRoutes,
    pushRoutes,
    webhookRoutes,
    stepUpRoutes,
    searchRoutes,
    savedViewRoutes,
  ]) {
    app.route('/v1', routes(deps));
  }
  app.route('/v1', moneyRoutes(deps));
  const oidc = createOidcIssuer(deps.now);
  app.route('/v1', oidcProviderRoutes(deps, oidc));
  app.route('/oidc', oidcRoutes(oidc));
  if (options.exposeOutbox) app.route('/__sandbox', devRoutes(deps));
  app.get('/__sandbox/images/:name', (c) => servedImage(deps, c.req.param('name')));
  return app;
}
