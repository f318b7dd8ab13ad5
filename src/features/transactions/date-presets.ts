/**
 * The date range presets beside the picker (issue 11): each a pair of YYYY-MM-DD days, both included. Their
 * names are the filters' words (transaction-filters.tsx).
 */
export const DATE_PRESET_IDS = ['today', '7d', '30d', 'month'] as const;
export type DatePresetId = (typeof DATE_PRESET_IDS)[number];

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The range of a preset as seen on `today`, in UTC days (the provider's date filter is UTC: startDate 00:00 to
 * endDate 23:59:59.999). "7 days" is today and the six days before it.
 */
export function datePresetRange(preset: DatePresetId, today: Date): { startDate: string; endDate: string } {
  const end = day(today);
  const back = (days: number) => day(new Date(today.getTime() - days * 86_400_000));
  switch (preset) {
    case 'today':
      return { startDate: end, endDate: end };
    case '7d':
      return { startDate: back(6), endDate: end };
    case '30d':
      return { startDate: back(29), endDate: end };
    case 'month':
      return { startDate: `${end.slice(0, 8)}01`, endDate: end };
  }
}

/** Which preset a range is on `today`, if any (to mark the active one). */
export function presetOf(range: { startDate?: string; endDate?: string }, today: Date): DatePresetId | null {
  if (!range.startDate || !range.endDate) return null;
  const match = DATE_PRESET_IDS.find((id) => {
    const preset = datePresetRange(id, today);
    return preset.startDate === range.startDate && preset.endDate === range.endDate;
  });
  return match ?? null;
}
