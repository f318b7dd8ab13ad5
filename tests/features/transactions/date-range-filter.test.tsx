// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { DateRangeFilter } from '../../../src/features/transactions/components/date-range-filter.tsx';
import { theme } from '../../../src/app/theme.ts';

afterEach(cleanup);

function renderFilter(range: { startDate?: string; endDate?: string } = {}) {
  const onChange = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <DateRangeFilter startDate={range.startDate} endDate={range.endDate} onChange={onChange} />
    </MantineProvider>,
  );
  return onChange;
}

describe('the created-at range filter (its calendar loads on demand)', () => {
  it('is a labelled button showing no range, with no calendar before it is clicked', () => {
    renderFilter();
    const field = screen.getByRole('button', { name: 'Created between (UTC)' });
    expect(field).toHaveTextContent('');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a click opens the calendar at once; two days make the range', async () => {
    const onChange = renderFilter();
    await userEvent.click(screen.getByRole('button', { name: 'Created between (UTC)' }));
    // opened by that one click; its fade-in is timed, and on a busy machine the calendar may still count as
    // hidden to role queries when it is already there to click
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Created between (UTC)' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    const calendar = await screen.findByRole('table', { hidden: true });
    // the month's own days (the popover is still fading in: jsdom counts it as hidden to roles)
    const days = [...calendar.querySelectorAll<HTMLButtonElement>('button:not([data-outside])')];
    await userEvent.click(days[0]!);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(days[1]!);
    expect(onChange).toHaveBeenCalledWith({
      startDate: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-02$/),
    });
  });

  it('a range in the address shows in the field', async () => {
    renderFilter({ startDate: '2026-11-01', endDate: '2026-11-07' });
    expect(await screen.findByRole('button', { name: 'Created between (UTC)' })).toHaveTextContent(
      '2026-11-01 – 2026-11-07',
    );
  });
});
