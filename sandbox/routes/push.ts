import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { PUSH_ENDPOINT_RULE } from '../push-endpoint.ts';
import { bodyOf } from '../request.ts';
import { sessionOf, type AppEnv } from '../session.ts';

export function pushRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, keys, now, pushEndpointAllowed } = deps;
  const r = new Hono<AppEnv>();

  r.get('/push/vapid-public-key', (c) => ok<'getVapidPublicKey'>(c, { publicKey: keys.vapid.publicKey }));

  r.post('/push/subscribe', (c) => {
    const s = sessionOf(c);
    const { endpoint, keys: k } = bodyOf<'subscribePush'>(c);
    // the server will connect to it: only the browsers' push services (see push-endpoint.ts)
    if (!pushEndpointAllowed(endpoint))
      throw new ApiError(400, `body.endpoint must be ${PUSH_ENDPOINT_RULE}`);
    // an endpoint belongs to one browser profile: the last user who subscribed it owns it
    db.prepare(
      `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
    ).run(endpoint, s.userId, k.p256dh, k.auth, now().toISOString());
    return ok<'subscribePush'>(c, { message: 'Subscribed to push notifications' });
  });

  r.post('/push/unsubscribe', (c) => {
    const s = sessionOf(c);
    const { endpoint } = bodyOf<'unsubscribePush'>(c);
    db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?').run(endpoint, s.userId);
    return ok<'unsubscribePush'>(c, { message: 'Unsubscribed from push notifications' });
  });

  return r;
}
