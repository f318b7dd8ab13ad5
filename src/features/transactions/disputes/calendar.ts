/**
 * A dispute's response deadline as a calendar file (RFC 5545 iCalendar, `.ics`), made in the browser: one
 * VEVENT that ends at the deadline, with reminders 72 and 24 hours before it. Pure: the words come in already
 * written in the user's language (the caller translates them), and the file is text.
 */

/** The event is the last half hour before the deadline, so that a calendar shows it ending at the deadline. */
const EVENT_MINUTES = 30;
/** The reminders, in hours before the deadline (issue 32: 72 h and 24 h). */
const REMINDER_HOURS = [72, 24] as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface DisputeCalendarInput {
  /** the dispute's id: the event's UID, so that importing it again updates the same event */
  disputeId: string;
  /** the host name of this origin, which makes the UID unique across providers' apps */
  host: string;
  /** when the response is due (the dispute's `dueBy`) */
  deadline: Date;
  /** when the file is made: DTSTAMP, and which reminders are still ahead */
  now: Date;
  summary: string;
  description: string;
  /** the payment's page in this app */
  url: string;
  /** the text of the reminder `hours` before the deadline */
  reminder: (hours: number) => string;
}

/** A moment in UTC as iCalendar writes it: `20260310T120000Z` (§3.3.5, form #2). */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value escaped as §3.3.11 says: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * A content line folded as §3.1 says: at most 75 octets of UTF-8 per line, each continuation starting with a
 * space (which counts in its 75), never inside a character (an accented letter, Arabic, an emoji stay whole).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A duration before the event's start, as §3.3.6 writes it: `-PT71H30M`. */
function beforeStart(ms: number): string {
  const minutes = Math.round(ms / MINUTE);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `-PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/**
 * The calendar file. The reminders' triggers are relative to the event's start (the form every calendar
 * reads), so that they fall exactly 72 and 24 hours before the deadline; a reminder whose time has already
 * passed is left out (a calendar would show it at once, or never).
 */
export function disputeCalendar(input: DisputeCalendarInput): string {
  const end = input.deadline;
  const start = new Date(end.getTime() - EVENT_MINUTES * MINUTE);
  const alarms = REMINDER_HOURS.filter((hours) => end.getTime() - hours * HOUR > input.now.getTime()).flatMap(
    (hours) => [
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(input.reminder(hours))}`,
      `TRIGGER:${beforeStart(hours * HOUR - EVENT_MINUTES * MINUTE)}`,
      'END:VALARM',
    ],
  );
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//payments-back-office//dispute-deadline//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:dispute-${input.disputeId}@${input.host}`,
    `DTSTAMP:${icsDateTime(input.now)}`,
    `DTSTART:${icsDateTime(start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    `URL:${input.url}`,
    ...alarms,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  // every line ends with CRLF, the last one too (§3.1)
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Only a dispute still open to a response, whose deadline is ahead, has something to put in a calendar. */
export function hasDeadlineAhead(dispute: { status: string; dueBy: string }, now: Date): boolean {
  const due = Date.parse(dispute.dueBy);
  return (
    (dispute.status === 'open' || dispute.status === 'under_review') &&
    !Number.isNaN(due) &&
    due > now.getTime()
  );
}

/** The file's name: the payment's reference kept to letters, digits, `-` and `_`. */
export function calendarFileName(paymentId: string): string {
  return `dispute-${paymentId.replace(/[^A-Za-z0-9_-]/g, '_')}.ics`;
}
