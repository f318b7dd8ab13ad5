import { Button } from '@mantine/core';
import { formatDayMonthUtc } from '../../../lib/dates.ts';
import { enumLabel } from '../../../lib/enum-label.ts';
import { formatMoney, toDecimal, type CurrencyPrecision } from '../../../lib/money.ts';
import { translate, useT, type MessageValues } from '../../../i18n/translate.ts';
import { saveFile } from '../csv-export.ts';
import { disputesMessages } from './messages/index.ts';
import type { Dispute } from './queries.ts';

interface AddToCalendarButtonProps {
  dispute: Dispute;
  currencies: readonly CurrencyPrecision[] | undefined;
}

/** The dispute's deadline as an .ics file, written in the language spoken now, with a link back to the payment. */
async function downloadCalendarFile(
  dispute: Dispute,
  currencies: readonly CurrencyPrecision[] | undefined,
): Promise<void> {
  // the file's writer comes with the first click: the transactions screen opens without it
  const { calendarFileName, disputeCalendar } = await import('./calendar.ts');
  const words = (key: keyof typeof disputesMessages.source, values: MessageValues = {}) =>
    translate(disputesMessages, key, { paymentId: dispute.paymentId, ...values });
  const url = `${window.location.origin}/manage/transactions/${encodeURIComponent(dispute.paymentId)}`;
  const text = disputeCalendar({
    disputeId: dispute._id,
    host: window.location.host,
    deadline: new Date(dispute.dueBy),
    now: new Date(),
    summary: words('calendarSummary'),
    description: words('calendarDescription', {
      // through formatMoney, so that privacy mode's mask applies here too
      amount: formatMoney(toDecimal(dispute.amount), dispute.currency, currencies),
      reason: enumLabel(dispute.reason),
      deadline: formatDayMonthUtc(dispute.dueBy) ?? dispute.dueBy,
      url,
    }),
    url,
    reminder: (hours) => words('calendarReminder', { hours, hoursText: String(hours) }),
  });
  saveFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), calendarFileName(dispute.paymentId));
}

/**
 * "Add to calendar": downloads the dispute's response deadline as a calendar event (RFC 5545), reminders 72 and
 * 24 hours before it. Made in the browser, nothing is sent. The list shows it only while the deadline is ahead.
 */
export function AddToCalendarButton({ dispute, currencies }: AddToCalendarButtonProps) {
  const t = useT(disputesMessages);
  return (
    <Button
      size="compact-sm"
      variant="default"
      // a thumb's target on a phone, where the list is cards
      mih={44}
      aria-label={t('addToCalendarLabel', { paymentId: dispute.paymentId })}
      onClick={() => void downloadCalendarFile(dispute, currencies)}
    >
      {t('addToCalendar')}
    </Button>
  );
}
