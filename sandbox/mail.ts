import type { Db } from './db.ts';

export interface Email {
  to: string;
  subject: string;
  body: string;
  /** the app-relative link the email carries (reset, verification, invitation), if any */
  link?: string;
}

/** The most characters of a name (person, organization) an email's subject or body carries. */
const MAIL_NAME_MAX = 60;

// C0/C1 controls, line and paragraph separators and bidirectional overrides: they could add header lines to a
// real mail's subject or turn its text around
// eslint-disable-next-line no-control-regex
const MAIL_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/**
 * A name as an email shows it: unsafe characters become a space (runs of spaces one), and a name longer than
 * MAIL_NAME_MAX is cut, by whole characters, ending with an ellipsis. Names stored before the API refused such
 * characters, or by another path, reach a mail this way too.
 */
export function mailName(name: string): string {
  const clean = name.replace(MAIL_UNSAFE, ' ').replace(/ {2,}/g, ' ').trim();
  const chars = Array.from(clean);
  return chars.length <= MAIL_NAME_MAX
    ? clean
    : `${chars
        .slice(0, MAIL_NAME_MAX - 1)
        .join('')
        .trimEnd()}…`;
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

/** An email as the test-only outbox lists it. */
export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  createdAt: string;
}

/** The last 100 emails "sent", newest first; only those to `to` when given. */
export function outboxOf(db: Db, to?: string): OutboxEmail[] {
  return db
    .prepare(
      `SELECT id, to_email AS "to", subject, body, link, created_at AS createdAt FROM outbox
       ${to ? 'WHERE to_email = ?' : ''} ORDER BY id DESC LIMIT 100`,
    )
    .all(...(to ? [to] : [])) as OutboxEmail[];
}

/** The server log's line for an email; the link is made absolute so it can be opened from a terminal. */
export function consoleEmailLog(origin: string): EmailLog {
  return (email) => {
    const link = email.link ? ` ${new URL(email.link, origin).href}` : '';
    console.log(`[sandbox] email to ${email.to}: ${email.subject}${link}`);
  };
}
