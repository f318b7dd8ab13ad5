import { describe, expect, it } from 'vitest';
import { disputeDeadline } from '../../src/features/transactions/disputes/deadline.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const due = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const HOUR = 3_600_000;

describe('a dispute’s response deadline as a countdown', () => {
  it('counts whole days from 48 hours up, rounded down', () => {
    expect(disputeDeadline({ status: 'open', dueBy: due(3 * 24 * HOUR + 5 * HOUR) }, NOW)).toEqual({
      label: '3 days left',
      tone: 'normal',
    });
    expect(disputeDeadline({ status: 'under_review', dueBy: due(48 * HOUR) }, NOW)).toEqual({
      label: '2 days left',
      tone: 'normal',
    });
  });

  it('turns urgent (red) under 48 hours, counting hours, then minutes', () => {
    expect(disputeDeadline({ status: 'open', dueBy: due(48 * HOUR - 1) }, NOW)).toEqual({
      label: '47 hours left',
      tone: 'urgent',
    });
    expect(disputeDeadline({ status: 'open', dueBy: due(HOUR) }, NOW).label).toBe('1 hour left');
    expect(disputeDeadline({ status: 'open', dueBy: due(25 * 60_000) }, NOW).label).toBe('25 minutes left');
    expect(disputeDeadline({ status: 'open', dueBy: due(10_000) }, NOW).label).toBe('1 minute left');
  });

  it('says Overdue once the deadline has passed while the dispute is open', () => {
    expect(disputeDeadline({ status: 'open', dueBy: due(0) }, NOW)).toEqual({
      label: 'Overdue',
      tone: 'overdue',
    });
    expect(disputeDeadline({ status: 'under_review', dueBy: due(-5 * 24 * HOUR) }, NOW).tone).toBe('overdue');
  });

  it('has no countdown for a decided dispute, whatever its date', () => {
    expect(disputeDeadline({ status: 'won', dueBy: due(HOUR) }, NOW)).toEqual({
      label: 'Closed (won)',
      tone: 'closed',
    });
    expect(disputeDeadline({ status: 'lost', dueBy: due(-HOUR) }, NOW).label).toBe('Closed (lost)');
  });

  it('does not invent a deadline from an unreadable date', () => {
    expect(disputeDeadline({ status: 'open', dueBy: 'soon' }, NOW)).toEqual({
      label: 'No deadline',
      tone: 'normal',
    });
  });
});
