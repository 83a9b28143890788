import { monthOf } from '@flipstack/contract';
import type { Rule } from './write-rules.ts';
import { MONTHS, singular, stripArticle } from './words.ts';

const MONTH_WORDS = String.raw`(${MONTHS.join('|')}|${MONTHS.map((name) => name.slice(0, 3)).join('|')}|sept)`;

/** "November", "in nov 2026", "for october": the month, the latest begun in the team's time zone when no year is said. */
function namedMonth(text: string, now: Date, timeZone: string): string | undefined {
  const named = new RegExp(String.raw`\b(?:in|for|during|of|from)? ?${MONTH_WORDS}\.?(?:,? (\d{4}))?\b`).exec(text);
  if (!named) return undefined;
  const key = named[1]!.slice(0, 3);
  const monthIndex = MONTHS.findIndex((name) => name.startsWith(key));
  // "may" alone is a verb more often than a month.
  if (key === 'may' && !/\b(?:in|for|during|of) may\b|\bmay \d{4}\b/.test(text)) return undefined;
  const [currentYear = 0, currentMonth = 1] = monthOf(now, timeZone).split('-').map(Number);
  const year = named[2] ? Number(named[2]) : currentYear - (monthIndex + 1 > currentMonth ? 1 : 0);
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
}

/** The period a question names, as sales_summary and sales_list take it; undefined when none is named. */
function periodOf(text: string, now: Date, timeZone: string, withWeeks: boolean): Record<string, unknown> | undefined {
  if (withWeeks && /\btoday\b/.test(text)) return { period: 'today' };
  if (withWeeks && /\b(?:this|the) week\b|\bpast (?:7 days|week)\b|\blast 7 days\b/.test(text))
    return { period: 'this_week' };
  if (withWeeks && /\blast week\b/.test(text)) return { period: 'last_week' };
  if (/\blast month\b|\bprevious month\b/.test(text)) return { period: 'last_month' };
  if (/\blast year\b/.test(text)) return { period: 'last_year' };
  if (/\bthis year\b|\byear to date\b|\bytd\b|\bso far this year\b/.test(text)) return { period: 'this_year' };
  if (/\blast 12 months\b|\bpast (?:12 months|year)\b/.test(text)) return { period: 'last_12_months' };
  if (/\bthis month\b|\bso far\b|\bmonth to date\b/.test(text)) return { period: 'this_month' };
  const month = namedMonth(text, now, timeZone);
  return month ? { from_month: month, to_month: month } : undefined;
}

const call = (tool: string, args: Record<string, unknown> = {}) => ({ tool, arguments: args });

const productHistory: Rule = (_text, original) => {
  const match = /^(?:show )?(?:me )?(?:the )?(?:sales )?history of (?:the )?product (.+?)\??$/i.exec(original);
  return match ? call('product_history', { product_name: match[1]!.trim() }) : undefined;
};

const itemStory: Rule = (_text, original) => {
  const match =
    /^(?:show )?(?:me )?(?:the )?(?:(?:story|history|timeline) of (?:item )?|what happened (?:to|with) (?:item )?)(.+?)\??$/i.exec(
      original,
    );
  const code = match && stripArticle(match[1]!);
  return code && !/\s/.test(code) ? call('item_story', { code }) : undefined;
};

const lot: Rule = (text, original) => {
  if (!/\b(?:lot|purchase|haul|batch|bundle|buy)\b/.test(text)) return undefined;
  if (!/\b(?:how|what|did|earn|earned|made|make|profit|return|roi|doing|do|perform|left)\b/.test(text))
    return undefined;
  const byId = /\b(?:lot|purchase|haul|batch|bundle)(?: number| no\.?)? #?(\d{1,9})\b/.exec(text);
  if (byId) return call('lot_summary', { purchase_id: Number(byId[1]) });
  const byDay = /\b(?:on|from) (\d{4}-\d{2}-\d{2})\b/.exec(text);
  if (byDay) return call('lot_summary', { purchased_on: byDay[1] });
  const bySeller =
    /\b(?:from|of|with) ([A-Za-z][\w'&. -]*?)(?: (?:do|doing|earn|make|made|return|perform|performing|go|going))?\??$/i.exec(
      original,
    );
  if (bySeller && !/^(?:the|my|this|last)$/i.test(bySeller[1]!.trim()))
    return call('lot_summary', { seller_name: stripArticle(bySeller[1]!) });
  if (/\b(?:last|latest|newest|recent|my last)\b/.test(text)) return call('lot_summary', {});
  return undefined;
};

const toShip: Rule = (text) =>
  /\b(?:to|need to|needs to|have to|must|should|still to|left to|waiting to|yet to|not yet|haven't|have not|hasn't|has not|un) ?(?:be )?ship(?:ped)?\b|\bneeds? shipping\b|\b(?:needs?|has|have) to (?:go|be sent|be mailed) out\b|\bgo(?:es)? out today\b|\b(?:haven't|have not|hasn't|not) (?:i |been |yet )?shipped\b|\bunshipped\b|\b(?:pending|open) (?:orders|shipments)\b|\bship(?:ping)? queue\b|\bwhat (?:do i|should i|must i) ship\b/.test(
    text,
  )
    ? call('to_ship')
    : undefined;

const losses: Rule = (text, _original, now, timeZone) =>
  /\blos(?:e|t|ing) money\b|\blosses\b|\bat a loss\b|\blosing\b|\bnegative profit\b|\bin the red\b|\bunprofitable\b|\blost on\b|\bany loss\b/.test(
    text,
  )
    ? call('sales_list', { ...(periodOf(text, now, timeZone, true) ?? { period: 'all_time' }), losing_only: true })
    : undefined;

const relist: Rule = (text) => {
  if (
    /\b(?:relist(?:ing)?|re-list|repric(?:e|ing)|re-price|lower (?:the )?price|drop (?:the )?price|price drop|stale|not selling|without selling|isn't selling|aren't selling|won't sell|hasn't sold|haven't sold|not sold yet)\b|\b(?:should|could) i (?:list|put up)\b|\bnot listed\b|\bunlisted\b|\bneeds? (?:to be )?listed\b|\bwhat (?:should|can) i list\b/.test(
      text,
    )
  ) {
    const days = /\b(?:over|more than|longer than|for|in) (\d{1,4}) days\b/.exec(text);
    return call('relist_candidates', days ? { listed_over_days: Number(days[1]) } : {});
  }
  return undefined;
};

const olderThan: Rule = (text) => {
  const match = /\b(?:over|more than|older than|longer than) (\d{1,5}) days\b/.exec(text);
  if (!match || !/stock|inventory|unsold|items?|sitting|have|everything|anything|stuff|things|old/.test(text))
    return undefined;
  return call('stock_summary', { older_than_days: Number(match[1]) });
};

const oldest: Rule = (text) =>
  /\b(?:oldest|longest|slowest|aged|aging|ageing|been sitting|sat the longest|sitting the longest|slow movers?|dead stock)\b/.test(
    text,
  )
    ? call('oldest_items')
    : undefined;

const salesList: Rule = (text, _original, now, timeZone) => {
  const asksWhich =
    /\b(?:what|which)(?: items| things| stuff)? (?:have i |did i |i )?(?:sold|sell)\b|\bwhat did i sell\b|\bwhat (?:has|have) sold\b|\b(?:list|show)(?: me)?(?: all)?(?: my| the)? (?:sales|sold items)\b|\brecent sales\b|\blatest sales\b|\bsales list\b|\bwhich sales\b|\bmy sales (?:this|last)\b|\bsold items\b|\bitems sold\b|\banything sell\b|\banything sold\b/.test(
      text,
    );
  if (!asksWhich || /\bhow (?:much|many)\b/.test(text)) return undefined;
  return call('sales_list', periodOf(text, now, timeZone, true) ?? { period: 'this_month' });
};

const where: Rule = (_text, original) => {
  const match = /^(?:where is|where are|where did i put|where did i leave|location of)\s+(.+?)\??$/i.exec(original);
  if (!match) return undefined;
  return call('find_items', { text: stripArticle(match[1]!) });
};

const find: Rule = (_text, original) => {
  const match =
    /^(?:find|search(?: for)?|look ?up|show me|do i have(?: any)?|do we have(?: any)?|have i got(?: any)?)\s+(?:(serial|tag)(?: number)?\s+)?(.+?)\??$/i.exec(
      original,
    );
  if (!match) return undefined;
  const kind = match[1]?.toLowerCase();
  const value = stripArticle(match[2]!);
  if (value === '' || /^(?:my |the )?(?:sales|profit|stock|inventory|items?)\b/i.test(value)) return undefined;
  if (kind === 'serial') return call('find_items', { serial_number: value });
  if (kind === 'tag') return call('find_items', { tag_number: value });
  return call('find_items', { text: /^do|^have/i.test(original) ? singular(value) : value });
};

const stock: Rule = (text) =>
  /\b(?:how many items|how many things|in stock|stock on hand|inventory|how much stock|stock (?:count|value|worth)|what do i have|my stock)\b/.test(
    text,
  )
    ? call('stock_summary')
    : undefined;

const salesSummary: Rule = (text, _original, now, timeZone) => {
  if (
    !/\b(?:make|made|earn|earned|earnings|profit|profits|sales|sold|revenue|income|net|margin|(?:total|my|paid in|spent on) fees|how am i doing|how did i do|how is business|turnover|gross|how much did i sell)\b/.test(
      text,
    )
  )
    return undefined;
  // Months are what sales_summary sums; a week is listed sale by sale, with its totals.
  const period = periodOf(text, now, timeZone, true) ?? { period: 'this_month' };
  return /week/.test(String(period['period'])) ? call('sales_list', period) : call('sales_summary', period);
};

/** The questions, most particular first: a product's or an item's history before a general word like "sold". */
export const READ_RULES: Rule[] = [
  productHistory,
  itemStory,
  lot,
  toShip,
  losses,
  relist,
  olderThan,
  oldest,
  salesList,
  where,
  find,
  stock,
  salesSummary,
];
