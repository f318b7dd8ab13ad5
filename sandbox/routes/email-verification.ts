import { Hono } from 'hono';
import { createHash, randomBytes } from 'node:crypto';
import type { SandboxDeps } from '../deps.ts';
import {
  confirmEmail,
  lastVerificationSentAt,
  saveEmailVerification,
  userOfVerificationLink,
} from '../email-verifications.ts';
import { ApiError, ok } from '../http.ts';
import { emailLanguage, emailText } from '../email-text.ts';
import { sendEmail } from '../mail.ts';
import { bodyOf } from '../request.ts';
import { sessionOf, type AppEnv } from '../session.ts';
import type { UserRow } from '../users.ts';
import { isoAfter, secondsUntil } from '../clock.ts';

const VERIFY_TTL_MS = 24 * 3600_000;
/** at most one verification email per user per minute, whoever asks: no mailbox can be flooded */
const RESEND_INTERVAL_MS = 60_000;
const INVALID_LINK = 'This verification link is invalid, already used or expired';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Emails a single-use link proving that the user reads their address (valid 24 hours), in the user's language
 * (a new registration's: the one it was sent with).
 */
export function sendVerificationEmail(
  deps: SandboxDeps,
  user: Pick<UserRow, '_id' | 'email' | 'language'>,
): void {
  const token = randomBytes(24).toString('hex');
  const at = deps.now();
  saveEmailVerification(deps.db, sha256(token), user._id, at.toISOString(), isoAfter(at, VERIFY_TTL_MS));
  const link = `/verify-email?token=${token}`;
  const language = emailLanguage(user.language);
  sendEmail(
    deps.db,
    deps.logEmail,
    {
      to: user.email,
      subject: emailText(language, 'verifySubject'),
      body: emailText(language, 'verifyBody', { link }),
      link,
    },
    at,
  );
}

/** POST /auth/verify-email (public: the link may be opened in another browser) and the signed-in resend. */
export function emailVerificationRoutes(deps: SandboxDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const r = new Hono<AppEnv>();

  r.post('/auth/verify-email', (c) => {
    const { token } = bodyOf<'verifyEmail'>(c);
    const at = now().toISOString();
    const userId = userOfVerificationLink(db, sha256(token), at);
    if (!userId) throw new ApiError(400, INVALID_LINK);
    confirmEmail(db, userId, at);
    return ok<'verifyEmail'>(c, { message: 'Your email address is verified' });
  });

  r.post('/auth/send-verification-email', (c) => {
    const { user } = sessionOf(c);
    if (user.is_email_verified) throw new ApiError(409, 'Your email address is already verified');
    const lastSentAt = lastVerificationSentAt(db, user._id);
    const seconds = lastSentAt ? secondsUntil(lastSentAt, RESEND_INTERVAL_MS, now()) : 0;
    if (seconds > 0) {
      c.header('Retry-After', String(seconds));
      throw new ApiError(
        429,
        `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for another verification email`,
      );
    }
    sendVerificationEmail(deps, user);
    return ok<'sendVerificationEmail'>(c, { message: `A verification link has been sent to ${user.email}` });
  });

  return r;
}
