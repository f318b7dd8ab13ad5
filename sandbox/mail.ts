import type { Db } from './db.ts';

export interface Email {
  to: string;
  subject: string;
  body: string;
  /** the app-relative link the email carries (reset, verification, invitation), if any */
  link?: string;
}

/** Where a "sent" email is announced: `npm start` prints it to the server's log; tests keep it quiet. */
export type EmailLog = (email: Email) => void;

/**
 * The sandbox sends no real email. Each one is recorded in the outbox table (readable over HTTP only when the
 * sandbox is started with the test-only outbox, see routes/dev.ts) and handed to the log, which is where a
 * person trying the product locally reads a reset or verification link.
 */
export function sendEmail(db: Db, log: EmailLog, email: Email, at: Date): void {
  db.prepare('INSERT INTO outbox (to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)').run(
    email.to,
    email.subject,
    email.body,
    email.link ?? null,
    at.toISOString(),
  );
  log(email);
}

/** The server log's line for an email; the link is made absolute so it can be opened from a terminal. */
export function consoleEmailLog(origin: string): EmailLog {
  return (email) => {
    const link = email.link ? ` ${new URL(email.link, origin).href}` : '';
    console.log(`[sandbox] email to ${email.to}: ${email.subject}${link}`);
  };
}
