import { INVENTORY_STATUSES, monthOf } from '@flipstack/contract';

/** What the built-in assistant understood: the tool to call and its arguments. */
export type Intent = { tool: string; arguments: Record<string, unknown> };

const MONEY = String.raw`\$?(\d{1,10}(?:\.\d{1,2})?)`;
const CODE = String.raw`([A-Za-z0-9][\w./-]*)`;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const day = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const money = (text: string) => (text.includes('.') ? text : `${text}.00`);
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A due day from "today", "tomorrow", "in 3 days", "next week", "on friday", "on 2026-12-01"; default tomorrow (UTC). */
function dueDay(when: string | undefined, now: Date): string {
  const text = (when ?? '').trim().toLowerCase();
  if (text === 'today') return day(now);
  if (text === 'next week') return day(addDays(now, 7));
  const inDays = /^in (\d{1,3}) days?$/.exec(text);
  if (inDays) return day(addDays(now, Number(inDays[1])));
  const date = /^on (\d{4}-\d{2}-\d{2})$/.exec(text);
  if (date) return date[1]!;
  const weekday = WEEKDAYS.indexOf(text.replace(/^(on|next) /, ''));
  if (weekday >= 0) return day(addDays(now, ((weekday - now.getUTCDay() + 6) % 7) + 1));
  return day(addDays(now, 1));
}

const WHEN = String.raw`(today|tomorrow|next week|in \d{1,3} days?|on \d{4}-\d{2}-\d{2}|(?:on |next )?(?:${WEEKDAYS.join('|')}))`;

const STATUS_WORDS: Record<string, string> = Object.fromEntries(
  INVENTORY_STATUSES.map((status) => [status.replace('_', ' '), status]),
);

function salesPeriod(text: string, now: Date, timeZone: string): Record<string, unknown> {
  if (/\blast month\b/.test(text)) return { period: 'last_month' };
  if (/\blast year\b/.test(text)) return { period: 'last_year' };
  if (/\bthis year\b|\byear to date\b|\bytd\b/.test(text)) return { period: 'this_year' };
  if (/\blast 12 months\b|\bpast year\b/.test(text)) return { period: 'last_12_months' };
  const named = new RegExp(String.raw`\bin (${MONTHS.join('|')})(?: (\d{4}))?\b`).exec(text);
  if (named) {
    const monthIndex = MONTHS.indexOf(named[1]!);
    // A month without a year is the latest one that has begun in the team's time zone (as sales_summary counts months).
    const [currentYear = 0, currentMonth = 1] = monthOf(now, timeZone).split('-').map(Number);
    const year = named[2] ? Number(named[2]) : currentYear - (monthIndex + 1 > currentMonth ? 1 : 0);
    const month = `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
    return { from_month: month, to_month: month };
  }
  return { period: 'this_month' };
}

type Rule = (text: string, original: string, now: Date, timeZone: string) => Intent | undefined;

/** Tried in order; the first that matches decides. `text` is lower case, `original` keeps the codes' case. */
const RULES: Rule[] = [
  (text, original, now) => {
    const match = new RegExp(String.raw`^remind me (?:to )?(.+?)(?: ${WHEN})?[.!]?$`, 'i').exec(original);
    if (!match) return undefined;
    return {
      tool: 'create_reminder',
      arguments: { title: sentence(match[1]!.trim()), due_at: dueDay(match[2], now) },
    };
  },
  (_text, original) => {
    const match = new RegExp(
      String.raw`^(?:mark|list) ${CODE} (?:as )?(?:listed )?on (.+?) (?:at|for) ${MONEY}$`,
      'i',
    ).exec(original);
    if (!match) return undefined;
    return {
      tool: 'create_listing',
      arguments: { item_codes: [match[1]], platform_name: match[2]!.trim(), price: money(match[3]!) },
    };
  },
  (_text, original) => {
    const match = new RegExp(
      String.raw`^(?:i )?(?:sold ${CODE}|mark ${CODE} (?:as )?sold) (?:for|at) ${MONEY}(?: on (.+?))?$`,
      'i',
    ).exec(original);
    if (!match) return undefined;
    const platform = match[4]?.trim();
    return {
      tool: 'create_sale',
      arguments: {
        item_codes: [match[1] ?? match[2]],
        revenue_subtotal: money(match[3]!),
        ...(platform ? { platform_name: platform } : {}),
      },
    };
  },
  (_text, original) => {
    const statuses = Object.keys(STATUS_WORDS).join('|');
    const match = new RegExp(String.raw`^mark ${CODE} (?:as )?(${statuses})$`, 'i').exec(original);
    if (!match) return undefined;
    return { tool: 'update_item', arguments: { code: match[1], status: STATUS_WORDS[match[2]!.toLowerCase()] } };
  },
  (_text, original) => {
    const match = new RegExp(String.raw`^move ${CODE} to (.+)$`, 'i').exec(original);
    if (!match) return undefined;
    return { tool: 'update_item', arguments: { code: match[1], location_name: match[2]!.trim() } };
  },
  (_text, original) => {
    const match = new RegExp(
      String.raw`^(?:add (?:an )?expense (?:of )?|i )?(?:spent |paid )?${MONEY} (?:on|for) (.+)$`,
      'i',
    ).exec(original);
    if (!match || !/expense|spent|paid/i.test(original)) return undefined;
    return { tool: 'create_expense', arguments: { amount: money(match[1]!), description: sentence(match[2]!.trim()) } };
  },
  (text) => {
    const match = /\b(?:over|more than|older than|longer than) (\d{1,5}) days\b/.exec(text);
    if (!match || !/stock|inventory|unsold|items?/.test(text)) return undefined;
    return { tool: 'stock_summary', arguments: { older_than_days: Number(match[1]) } };
  },
  (text) =>
    /\b(how many items|in stock|stock on hand|inventory)\b/.test(text)
      ? { tool: 'stock_summary', arguments: {} }
      : undefined,
  (text, _original, now, timeZone) =>
    /\b(make|made|earn|earned|profit|sales|sold|revenue)\b/.test(text)
      ? { tool: 'sales_summary', arguments: salesPeriod(text, now, timeZone) }
      : undefined,
  (_text, original) => {
    const match = /^(?:the )?(?:sales )?history of (?:the )?product (.+?)\??$/i.exec(original);
    return match ? { tool: 'product_history', arguments: { product_name: match[1]!.trim() } } : undefined;
  },
  (_text, original) => {
    const match = new RegExp(
      String.raw`^(?:(?:the )?(?:story|history|timeline) of (?:item )?|what happened to (?:item )?)${CODE}\??$`,
      'i',
    ).exec(original);
    return match ? { tool: 'item_story', arguments: { code: match[1] } } : undefined;
  },
  (_text, original) => {
    const match = /^(?:find|search(?: for)?|look ?up|where is)\s+(?:(serial|tag)(?: number)?\s+)?(.+?)\??$/i.exec(
      original,
    );
    if (!match) return undefined;
    const kind = match[1]?.toLowerCase();
    const value = match[2]!.trim();
    if (kind === 'serial') return { tool: 'find_items', arguments: { serial_number: value } };
    if (kind === 'tag') return { tool: 'find_items', arguments: { tag_number: value } };
    return { tool: 'find_items', arguments: { text: value } };
  },
];

/** The request in plain English, understood, or undefined; months are taken in the team's `timeZone`. */
export function understand(message: string, now = new Date(), timeZone = 'UTC'): Intent | undefined {
  const original = message.trim().replace(/\s+/g, ' ');
  const text = original.toLowerCase();
  for (const rule of RULES) {
    const intent = rule(text, original, now, timeZone);
    if (intent) return intent;
  }
  return undefined;
}
