import { Hono } from 'hono';
import type { SandboxDeps, EnvName } from '../deps.ts';
import { ok, plainText } from '../http.ts';
import { uploadedImageUrl } from '../image-store.ts';
import { bodyOf, queryOf, requireParam } from '../request.ts';
import { sessionOf, type AppEnv } from '../session.ts';
import { findUser, setCurrentEnv, setTermsAccepted, toUser, updateProfile } from '../users.ts';
import { signingKeyRoutes } from './signing-keys.ts';
import { checkNotificationWebhook } from '../webhook-url.ts';
import { recordNotificationWebhookChange } from '../audit/account.ts';

export function userRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const current = (c: Parameters<typeof sessionOf>[0]) => {
    const s = sessionOf(c);
    return toUser(findUser(db, s.userId)!);
  };

  r.get('/user/profile', (c) => ok<'getProfile'>(c, current(c)));

  r.patch('/user/update-profile', (c) => {
    const s = sessionOf(c);
    const body = bodyOf<'updateProfile'>(c);
    const u = s.user;
    checkNotificationWebhook(body.notificationConfig);
    updateProfile(db, s.userId, {
      name: body.name !== undefined ? plainText('body.name', body.name) : u.name,
      // the avatar it has may be sent back unchanged; a new one must be an upload to this provider
      avatar:
        body.avatar !== undefined && body.avatar !== u.avatar
          ? uploadedImageUrl(db, deps.imageUrlEndpoint, { userId: s.userId }, 'body.avatar', body.avatar)
          : u.avatar,
      notificationConfig:
        body.notificationConfig !== undefined
          ? body.notificationConfig === null
            ? null
            : JSON.stringify(body.notificationConfig)
          : u.notification_config,
      // validated against the contract's Language (400 "body.language must be one of: en, fr, ar")
      language: body.language !== undefined ? body.language : u.language,
    });
    if (body.notificationConfig !== undefined)
      recordNotificationWebhookChange(c, deps, s.userId, u.notification_config, body.notificationConfig);
    return ok<'updateProfile'>(c, current(c));
  });

  r.patch('/user/updateTermsCondition', (c) => {
    const s = sessionOf(c);
    const { isAccepted } = bodyOf<'acceptTerms'>(c);
    setTermsAccepted(db, s.userId, isAccepted);
    return ok<'acceptTerms'>(c, current(c));
  });

  r.patch('/user/switchEnv', (c) => {
    const s = sessionOf(c);
    const env = requireParam(queryOf(c), 'env') as EnvName;
    setCurrentEnv(db, s.userId, env);
    return ok<'switchEnvironment'>(c, { env });
  });

  r.route('/', signingKeyRoutes(deps));
  return r;
}
