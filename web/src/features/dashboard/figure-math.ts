/** This month against the last: the change and its percentage (null when last month was 0). */
export function change(current: number, previous: number): { delta: number; percent: number | null } {
  const delta = Math.round((current - previous) * 100) / 100;
  return { delta, percent: previous === 0 ? null : Math.round((delta / Math.abs(previous)) * 1000) / 10 };
}

/** The end of today in the browser's clock, for "reminders due by today". */
export function endOfDay(date: Date): Date {
  const end = new Date(date);
  end.setHours(23, 59, 59, 999);
  return end;
}
