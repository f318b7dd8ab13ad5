// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { DateRangeFilter } from '../../../src/features/transactions/components/date-range-filter.tsx';
import { disputeDeadline } from '../../../src/features/transactions/disputes/deadline.ts';
import {
  refundAmountProblem,
  refundCreatedMessage,
} from '../../../src/features/transactions/refund-model.ts';
import { toDecimal } from '../../../src/lib/money.ts';
import { activateLocale } from '../../../src/i18n/locale-store.ts';
import { theme } from '../../../src/app/theme.ts';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

const FRENCH_MONTHS = /janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre/;
const ARABIC_MONTHS = /يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/;

/** Opens the range filter's calendar (it loads on the click) and gives its month. */
async function openCalendar(fieldName: string) {
  render(
    <MantineProvider theme={theme}>
      <DateRangeFilter startDate={undefined} endDate={undefined} onChange={() => undefined} />
    </MantineProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: fieldName }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: fieldName })).toHaveAttribute('aria-expanded', 'true'),
  );
  // the popover is still fading in: jsdom counts it as hidden to role queries
  return screen.findByRole('table', { hidden: true });
}

const weekdays = (calendar: HTMLElement) =>
  [...calendar.querySelectorAll('thead th')].map((cell) => cell.textContent);

describe('the transactions screen in French and Arabic', () => {
  it('names the calendar’s months and days in French, its arrows and field too', async () => {
    await activateLocale('fr');
    const calendar = await openCalendar('Période de création (UTC)');
    await waitFor(() => expect(weekdays(calendar)).toContain('lu'));
    expect(screen.getByRole('button', { name: 'Choisir un autre mois', hidden: true }).textContent).toMatch(
      FRENCH_MONTHS,
    );
    expect(screen.getByRole('button', { name: 'Mois précédent', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mois suivant', hidden: true })).toBeInTheDocument();
  });

  it('names them in Arabic, with the Latin digits the app writes numbers with', async () => {
    await activateLocale('ar');
    const calendar = await openCalendar('فترة الإنشاء (UTC)');
    await waitFor(() => expect(weekdays(calendar)).toContain('ن'));
    expect(screen.getByRole('button', { name: 'اختيار شهر آخر', hidden: true }).textContent).toMatch(
      ARABIC_MONTHS,
    );
    const days = [...calendar.querySelectorAll<HTMLButtonElement>('button:not([data-outside])')];
    expect(days[0]).toHaveTextContent(/^1$/);
  });

  it('follows a change of language while the calendar is open', async () => {
    const calendar = await openCalendar('Created between (UTC)');
    expect(weekdays(calendar)).toContain('Mo');
    await act(() => activateLocale('fr'));
    await waitFor(() => expect(weekdays(calendar)).toContain('lu'));
    expect(screen.getByRole('button', { name: 'Période de création (UTC)' })).toBeInTheDocument();
  });

  it('counts a dispute’s time left by each language’s plural rules', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const due = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
    await activateLocale('fr');
    expect(disputeDeadline({ status: 'open', dueBy: due(1) }, now).label).toBe('1 heure restante');
    expect(disputeDeadline({ status: 'open', dueBy: due(72) }, now).label).toBe('3 jours restants');
    expect(disputeDeadline({ status: 'won', dueBy: due(1) }, now).label).toBe('Clos (gagné)');
    await activateLocale('ar');
    expect(disputeDeadline({ status: 'open', dueBy: due(48) }, now).label).toBe('يتبقى يومان');
    expect(disputeDeadline({ status: 'open', dueBy: due(72) }, now).label).toBe('تتبقى 3 أيام');
    expect(disputeDeadline({ status: 'open', dueBy: due(11) }, now).label).toBe('تتبقى 11 ساعة');
  });

  it('says what is wrong with a refund in the language spoken when it is checked', async () => {
    const context = { currency: 'USD', refundable: toDecimal('10'), currencies: undefined };
    await activateLocale('fr');
    expect(refundAmountProblem('0', context)).toBe('Le montant doit être supérieur à 0.');
    expect(refundCreatedMessage('1,50 USD', 'pending')).toBe(
      'Remboursement de 1,50 USD demandé\u00a0; il est en attente',
    );
    await activateLocale('ar');
    expect(refundCreatedMessage('1.50 USD', 'success')).toBe('نجح استرداد 1.50 USD');
  });
});
