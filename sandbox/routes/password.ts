import { Hono, type Context } from 'hono';
import { createHash, randomBytes } from 'node:crypto';
import { auditOrigin, recordAccountAudit } from '../audit/record.ts';
import { clientAddress } from '../client-address.ts';
import { assertWithinLimit, recordEvent } from '../client-limits.ts';
import type { SandboxDeps } from '../deps.ts';
import { ApiError, ok } from '../http.ts';
import { assertNotLocked, recordFailure } from '../attempt-limits.ts';
import { emailLanguage, emailText } from '../email-text.ts';
import { sendEmail } from '../mail.ts';
import { hashPassword, passwordOk, PASSWORD_RULE, verifyPassword } from '../passwords.ts';
import { bodyOf, queryOf } from '../request.ts';
import { sessionOf, type AppEnv } from '../session.ts';
import { closeChallengesOf } from '../mfa-challenges.ts';
import { endSignInsOf } from '../tokens.ts';
import { savePasswordReset, spendPasswordResets, userOfResetLink } from '../password-resets.ts';
import { findUserByEmail, setPasswordHash } from '../users.ts';
import { deletePasskeysOf } from '../passkeys/store.ts';
import { isoAfter } from '../clock.ts';

const RESET_TTL_MS = 60 * 60_000;
const FORGOT_MESSAGE = 'If an account exists for this email, a password reset link has been sent';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Password recovery and change. */
export function passwordRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, now, clientLimits } = deps;
  const r = new Hono<AppEnv>();

  /**
   * After a reset or change: whoever knew the old password, or holds an old reset link, loses what it gave.
   * Every reset link of the user is spent (the one just used too), every sign-in but `keep` ends (access and
   * refresh tokens) and MFA steps begun with the old password cannot be finished. With `removePasskeys`, the
   * passkeys go too (issue 46: a lasting way in someone may have added with the old password). Recorded in the
   * audit log of each of the user's organizations, with the count of passkeys removed: never a password or token.
   */
  function passwordChanged(
    c: Context,
    change: {
      userId: string;
      kind: 'passwordChanged' | 'passwordReset';
      removePasskeys?: boolean;
      keep?: string;
    },
  ): void {
    const { userId } = change;
    const at = now();
    spendPasswordResets(db, userId, at.toISOString());
    endSignInsOf(db, userId, at, change.keep);
    closeChallengesOf(db, userId);
    const removed = change.removePasskeys ? deletePasskeysOf(db, userId) : 0;
    recordAccountAudit(
      db,
      userId,
      {
        kind: change.kind,
        targetId: userId,
        changes: removed > 0 ? [{ field: 'passkeysRemoved', before: null, after: String(removed) }] : [],
      },
      auditOrigin(c, deps),
      at,
    );
  }

  r.post('/auth/forgot-password', (c) => {
    const { email } = bodyOf<'forgotPassword'>(c);
    const address = clientAddress(c, deps.trustedProxies);
    // counted whether or not the email has an account, so a refusal reveals nothing either
    assertWithinLimit(c, db, clientLimits, 'reset-address', address, now());
    assertWithinLimit(c, db, clientLimits, 'reset-email', email, now());
    recordEvent(db, clientLimits, 'reset-address', address, now());
    recordEvent(db, clientLimits, 'reset-email', email, now());
    const user = findUserByEmail(db, email);
    if (user) {
      const token = randomBytes(24).toString('hex');
      const at = now();
      savePasswordReset(db, sha256(token), user._id, isoAfter(at, RESET_TTL_MS));
      const link = `/reset-password?token=${token}`;
      const language = emailLanguage(user.language);
      sendEmail(
        db,
        deps.logEmail,
        {
          to: user.email,
          subject: emailText(language, 'resetSubject'),
          body: emailText(language, 'resetBody', { link }),
          link,
        },
        at,
      );
    }
    // same answer either way: the endpoint must not reveal which emails have accounts
    return ok<'forgotPassword'>(c, { message: FORGOT_MESSAGE });
  });

  r.post('/auth/reset-password', (c) => {
    const token = queryOf(c).token ?? '';
    const { password, removePasskeys } = bodyOf<'resetPassword'>(c);
    if (!passwordOk(password)) throw new ApiError(400, PASSWORD_RULE);
    const userId = userOfResetLink(db, sha256(token), now().toISOString());
    if (!userId) throw new ApiError(400, 'Invalid or expired reset token');
    db.transaction(() => {
      setPasswordHash(db, userId, hashPassword(password));
      passwordChanged(c, { userId, kind: 'passwordReset', removePasskeys });
    })();
    return ok<'resetPassword'>(c, { message: 'Password has been reset' });
  });

  r.patch('/auth/update-password', (c) => {
    const session = sessionOf(c);
    const { currentPassword, password, removePasskeys } = bodyOf<'updatePassword'>(c);
    // a stolen access token must not become a way to guess the password: the login's limit applies
    assertNotLocked(c, db, 'password', session.user.email, now());
    // 400, not 401: a 401 would make the client refresh and retry instead of showing the message
    if (!verifyPassword(currentPassword, session.user.password_hash)) {
      recordFailure(db, 'password', session.user.email, now());
      throw new ApiError(400, 'Current password is incorrect');
    }
    if (!passwordOk(password)) throw new ApiError(400, PASSWORD_RULE);
    db.transaction(() => {
      setPasswordHash(db, session.userId, hashPassword(password));
      // the sign-in that changed it stays: the user is using it right now
      passwordChanged(c, {
        userId: session.userId,
        kind: 'passwordChanged',
        removePasskeys,
        keep: session.sid,
      });
    })();
    return ok<'updatePassword'>(c, { message: 'Password updated' });
  });

  return r;
}
