import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { PUSH_ENDPOINT_RULE } from '../push-endpoint.ts';
import { deletePushSubscription, savePushSubscription } from '../push.ts';
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
    savePushSubscription(db, s.userId, { endpoint, keys: { p256dh: k.p256dh, auth: k.auth } }, now());
    return ok<'subscribePush'>(c, { message: 'Subscribed to push notifications' });
  });

  r.post('/push/unsubscribe', (c) => {
    const s = sessionOf(c);
    const { endpoint } = bodyOf<'unsubscribePush'>(c);
    deletePushSubscription(db, s.userId, endpoint);
    return ok<'unsubscribePush'>(c, { message: 'Unsubscribed from push notifications' });
  });

  return r;
}
