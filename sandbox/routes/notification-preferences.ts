/** The user's notification preferences (issue 32): which kinds are pushed and kept, thresholds, quiet hours, digest. */
import { Hono } from 'hono';
import type { SandboxDeps } from '../deps.ts';
import { ok } from '../http.ts';
import { checkPreferences, preferencesOf, savePreferences } from '../events/preferences.ts';
import { bodyOf } from '../request.ts';
import { sessionOf, type AppEnv } from '../session.ts';

export function notificationPreferenceRoutes({ db, now }: SandboxDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/user/notification-preferences', (c) =>
    ok<'getNotificationPreferences'>(c, preferencesOf(db, sessionOf(c).userId)),
  );

  // the whole document, checked beyond its schema (time zone, quiet hours, one threshold per currency)
  r.put('/user/notification-preferences', (c) => {
    const { userId } = sessionOf(c);
    const prefs = bodyOf<'updateNotificationPreferences'>(c);
    checkPreferences(prefs);
    savePreferences(db, userId, prefs, now());
    return ok<'updateNotificationPreferences'>(c, preferencesOf(db, userId));
  });

  return r;
}
