import { addMonths, daysInMonth, type MonthKey } from '@flipstack/contract';

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

const DAY_FORMAT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const MONTH_FORMAT = new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' });

/**
 * What this month so far is compared with: the same days of last month (days 1 to today's), or the whole of
 * it once today is its last day or later. A part month against a whole one reads as a fall on every 1st.
 */
export function sameDaysLastMonth(thisMonth: MonthKey, today: number) {
  const month = addMonths(thisMonth, -1);
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const day = (date: number) => new Date(Date.UTC(year, monthNumber - 1, date));
  if (today >= daysInMonth(month)) {
    return { query: { from: month, to: month }, label: MONTH_FORMAT.format(new Date(Date.UTC(year, monthNumber - 1))) };
  }
  return {
    query: { from: month, to: month, through_day: today },
    // 'Nov 1' or 'Nov 1 – 15', in the reader's own order of month and day.
    label: today === 1 ? DAY_FORMAT.format(day(1)) : DAY_FORMAT.formatRange(day(1), day(today)),
  };
}
