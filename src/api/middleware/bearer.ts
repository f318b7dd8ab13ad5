import type { Middleware } from 'openapi-fetch';
import type { SessionPort } from '../session-port.ts';

/** Adds `Authorization: Bearer <access token>` when signed in. */
export function bearerMiddleware(session: SessionPort): Middleware {
  return {
    onRequest({ request }) {
      const token = session.accessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
