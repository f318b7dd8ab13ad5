import { describe, expect, it } from 'vitest';
import {
  calendarFileName,
  disputeCalendar,
  escapeText,
  foldLine,
  hasDeadlineAhead,
  icsDateTime,
  type DisputeCalendarInput,
} from '../../../src/features/transactions/disputes/calendar.ts';

/** Issue 32: a dispute's deadline as an RFC 5545 calendar file, made in the browser. */
const NOW = new Date('2026-03-10T12:00:00.000Z');
const HOUR = 3_600_000;
const octets = (text: string) => new TextEncoder().encode(text).length;

/** The file's content lines, unfolded (§3.1: a CRLF followed by a space or tab continues the line). */
function unfold(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

/** The value of the first property `name` (parameters ignored) after `from`. */
const value = (lines: string[], name: string, from = 0) =>
  lines
    .slice(from)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');

const input = (overrides: Partial<DisputeCalendarInput> = {}): DisputeCalendarInput => ({
  disputeId: '65f0c0ffee00000000000042',
  host: 'backoffice.example',
  deadline: new Date(NOW.getTime() + 5 * 24 * HOUR),
  now: NOW,
  summary: 'Respond to the dispute on payment pay_123',
  description:
    'Due by 15 March, 12:00 UTC (25.00 USD, fraudulent).\nOpen: https://backoffice.example/manage/transactions/pay_123',
  url: 'https://backoffice.example/manage/transactions/pay_123',
  reminder: (hours) => `Due in ${hours} hours; act now, please`,
  ...overrides,
});

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks (§3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('plain: words')).toBe('plain: words');
  });

  it('writes moments in UTC as YYYYMMDDTHHMMSSZ', () => {
    expect(icsDateTime(new Date('2026-03-15T09:05:07.123Z'))).toBe('20260315T090507Z');
  });

  it('folds lines at 75 octets without splitting a character (§3.1)', () => {
    const ascii = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(ascii);
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(ascii);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');

    // two- and four-octet characters: each line is whole UTF-8, at most 75 octets
    const wide = `SUMMARY:${'الرد على النزاع '.repeat(8)}é😀${'😀'.repeat(30)}`;
    const lines = foldLine(wide).split('\r\n');
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(wide);
  });
});

describe('a dispute’s calendar file', () => {
  it('is one event ending at the deadline, in UTC, with the payment’s reference and link', () => {
    const ics = disputeCalendar(input());
    const lines = unfold(ics);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(value(lines, 'PRODID')).toBeTruthy();
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(value(lines, 'UID')).toBe('dispute-65f0c0ffee00000000000042@backoffice.example');
    expect(value(lines, 'DTSTAMP')).toBe('20260310T120000Z');
    expect(value(lines, 'DTSTART')).toBe('20260315T113000Z');
    expect(value(lines, 'DTEND')).toBe('20260315T120000Z');
    expect(value(lines, 'SUMMARY')).toBe('Respond to the dispute on payment pay_123');
    expect(value(lines, 'DESCRIPTION')).toBe(
      'Due by 15 March\\, 12:00 UTC (25.00 USD\\, fraudulent).\\nOpen: https://backoffice.example/manage/transactions/pay_123',
    );
    expect(value(lines, 'URL')).toBe('https://backoffice.example/manage/transactions/pay_123');
    // every physical line within 75 octets
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('reminds 72 and 24 hours before the deadline', () => {
    const lines = unfold(disputeCalendar(input()));
    const starts = lines.flatMap((line, i) => (line === 'BEGIN:VALARM' ? [i] : []));
    expect(starts).toHaveLength(2);
    const deadline = input().deadline.getTime();
    const eventStart = deadline - 30 * 60_000;
    const reminders = starts.map((start) => {
      const trigger = value(lines, 'TRIGGER', start)!;
      const [, hours, minutes] = /^-PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(trigger)!;
      const before = (Number(hours ?? 0) * 60 + Number(minutes ?? 0)) * 60_000;
      expect(value(lines, 'ACTION', start)).toBe('DISPLAY');
      return {
        hoursBeforeDeadline: (deadline - (eventStart - before)) / HOUR,
        text: value(lines, 'DESCRIPTION', start),
      };
    });
    expect(reminders).toEqual([
      { hoursBeforeDeadline: 72, text: 'Due in 72 hours\\; act now\\, please' },
      { hoursBeforeDeadline: 24, text: 'Due in 24 hours\\; act now\\, please' },
    ]);
  });

  it('leaves out a reminder whose time has already passed', () => {
    const soon = disputeCalendar(input({ deadline: new Date(NOW.getTime() + 30 * HOUR) }));
    expect(unfold(soon).filter((line) => line === 'BEGIN:VALARM')).toHaveLength(1);
    expect(soon).toContain('TRIGGER:-PT23H30M');
    const sooner = disputeCalendar(input({ deadline: new Date(NOW.getTime() + 2 * HOUR) }));
    expect(sooner).not.toContain('VALARM');
  });

  it('is offered only while an open dispute’s deadline is ahead', () => {
    const ahead = new Date(NOW.getTime() + HOUR).toISOString();
    const past = new Date(NOW.getTime() - 1).toISOString();
    expect(hasDeadlineAhead({ status: 'open', dueBy: ahead }, NOW)).toBe(true);
    expect(hasDeadlineAhead({ status: 'under_review', dueBy: ahead }, NOW)).toBe(true);
    expect(hasDeadlineAhead({ status: 'open', dueBy: past }, NOW)).toBe(false);
    expect(hasDeadlineAhead({ status: 'won', dueBy: ahead }, NOW)).toBe(false);
    expect(hasDeadlineAhead({ status: 'lost', dueBy: ahead }, NOW)).toBe(false);
    expect(hasDeadlineAhead({ status: 'open', dueBy: 'soon' }, NOW)).toBe(false);
  });

  it('is named after the payment, with nothing a file name could trip on', () => {
    expect(calendarFileName('pay_123-abc')).toBe('dispute-pay_123-abc.ics');
    expect(calendarFileName('../x/y z')).toBe('dispute-___x_y_z.ics');
  });
});
