import { INVENTORY_STATUSES } from '@flipstack/contract';
import { saleDetails } from './sale-details.ts';
import {
  COUNT,
  countOf,
  DAY_WORDS,
  dueDay,
  MONEY,
  moneyText,
  pastDay,
  PLATFORM_WORDS,
  platformName,
  sentence,
  singular,
  stripArticle,
} from './words.ts';

/** What the built-in assistant understood: the tool to call and its arguments. */
export type Intent = { tool: string; arguments: Record<string, unknown> };
/** `text` is lower case; `original` keeps the case of codes and names; months are the team's (`timeZone`). */
export type Rule = (text: string, original: string, now: Date, timeZone: string) => Intent | undefined;

const QUESTION =
  /^(?:what|which|how|who|when|where|why|did|do|does|is|are|was|any|anything|everything|something|items?|stuff|all|it|them|those|these)\b/i;
/** An item as a sentence names it: a serial, a tag or words of its product name, without "the" or "my". */
const itemPhrase = (phrase: string) => {
  const item = stripArticle(phrase);
  return item === '' || QUESTION.test(item) ? undefined : item;
};

const STATUS_WORDS: Record<string, string> = Object.fromEntries(
  INVENTORY_STATUSES.map((status) => [status.replace('_', ' '), status]),
);

const SUPPLIES =
  /\b(?:tape|packing|bubble wrap|boxes|box|mailers?|envelopes?|labels?|printer|ink|paper|postage|stamps|supplies|gas|fuel|parking|storage|poly ?bags?|padding|peanuts|subscription|software)\b/i;

/** A date said anywhere in a description, taken out: "packing tape today" → ("packing tape", today). */
function withoutDay(text: string, now: Date): { text: string; day: string | undefined } {
  const when = new RegExp(String.raw`\s*\b${DAY_WORDS}\b`, 'i').exec(text);
  const found = when ? pastDay(when[0].trim(), now) : undefined;
  if (!when || !found) return { text: text.trim(), day: undefined };
  return { text: text.replace(when[0], ' ').replace(/\s+/g, ' ').trim(), day: found };
}

const cleanDescription = (text: string) =>
  sentence(
    text
      .replace(/^(?:a|an|some|the)\s+/i, '')
      .replace(/\s+(?:and|,)$/i, '')
      .replace(/[.!?]+$/, '')
      .trim(),
  );

function expense(amount: string, what: string, now: Date): Intent | undefined {
  const { text, day } = withoutDay(what, now);
  const description = cleanDescription(text);
  if (description === '') return undefined;
  return {
    tool: 'create_expense',
    arguments: { amount: moneyText(amount), description, ...(day ? { occurred_at: day } : {}) },
  };
}

const reminder: Rule = (_text, original, now) => {
  const patterns = [
    new RegExp(String.raw`^(?:please )?remind me (${DAY_WORDS}) (?:to )?(.+?)[.!]?$`, 'i'),
    new RegExp(
      String.raw`^(?:please )?(?:remind me|(?:add|set|create|make) (?:a |me a )?reminder|reminder:?)(?: to)? (.+?)(?: (${DAY_WORDS}))?[.!]?$`,
      'i',
    ),
  ];
  const early = patterns[0]!.exec(original);
  if (early)
    return { tool: 'create_reminder', arguments: { title: sentence(early[2]!.trim()), due_at: dueDay(early[1], now) } };
  const match = patterns[1]!.exec(original);
  if (!match) return undefined;
  return { tool: 'create_reminder', arguments: { title: sentence(match[1]!.trim()), due_at: dueDay(match[2], now) } };
};

const purchase: Rule = (_text, original, now) => {
  const match = new RegExp(
    String.raw`^(?:i |we )?(?:just |also )?(?:bought|purchased|picked up|got|(?:add|record|log) (?:a |new |another )*purchase(?: of)?:?) (.+?) (?:for|at) ${MONEY}(.*)$`,
    'i',
  ).exec(original);
  if (!match) return undefined;
  let phrase = match[1]!;
  let rest = match[3] ?? '';
  // "bought 3 iPhones from John for 600": what follows the goods belongs with the rest.
  const trailing = new RegExp(String.raw`^(.+?)((?: (?:from|at|on|off) .+| ${DAY_WORDS})+)$`, 'i').exec(phrase);
  if (trailing) [phrase, rest] = [trailing[1]!, `${trailing[2]!} ${rest}`];
  if (SUPPLIES.test(phrase)) return expense(match[2]!, `${phrase}${rest}`, now);
  const goods = new RegExp(
    String.raw`^(?:(?:a|an|one|the) )?(?:(?:lot|bundle|box|bag|set|pallet|batch|bunch) of )?(?:${COUNT} )?(.+)$`,
    'i',
  ).exec(phrase.trim())!;
  const count = goods[1] ? countOf(goods[1]) : 1;
  const name = stripArticle(goods[2]!);
  if (name === '' || count > 100) return undefined;
  const fields: Record<string, unknown> = { subtotal: moneyText(match[2]!) };
  const shipping =
    /(?:plus|\+|and|,)? ?(?:shipping|postage)(?: was| of|:)? [$€£]?(\d+(?:\.\d{1,2})?)|(?:plus|\+) [$€£]?(\d+(?:\.\d{1,2})?) (?:for )?shipping/i.exec(
      rest,
    );
  if (shipping) {
    fields['shipping'] = moneyText(shipping[1] ?? shipping[2]!);
    rest = rest.replace(shipping[0], ' ');
  }
  const when = new RegExp(String.raw`\b${DAY_WORDS}\b`, 'i').exec(rest);
  const bought = when ? pastDay(when[0], now) : undefined;
  if (when && bought) {
    fields['purchased_at'] = bought;
    rest = rest.replace(when[0], ' ');
  }
  const where = /\b(from|at|on|off) (.+?)\s*$/i.exec(rest.replace(/[.!]+\s*$/, '').trim());
  if (where) {
    const place = where[2]!.trim();
    const isPlatform = new RegExp(String.raw`^${PLATFORM_WORDS}$`, 'i').test(place);
    fields['notes'] = sentence(`${where[1]!.toLowerCase()} ${isPlatform ? platformName(place) : place}`);
  }
  const productName = count > 1 ? singular(name) : name;
  return {
    tool: 'create_purchase',
    arguments: { ...fields, items: Array.from({ length: count }, () => ({ product_name: productName })) },
  };
};

const sale: Rule = (_text, original, now) => {
  const forms = [
    new RegExp(String.raw`^(?:i |we )?(?:just |also )?(?:sold|sell) (.+?) (?:for|at) ${MONEY}(.*)$`, 'i'),
    new RegExp(String.raw`^(?:please )?mark (.+?) (?:as )?sold (?:for|at) ${MONEY}(.*)$`, 'i'),
    new RegExp(String.raw`^(.+?) (?:just )?sold (?:for|at) ${MONEY}(.*)$`, 'i'),
    new RegExp(String.raw`^(?:i |we )?(?:just )?sold (.+? (?:on|to) ${PLATFORM_WORDS}) (?:for )?${MONEY}()$`, 'i'),
  ];
  const match = forms.map((form) => form.exec(original)).find(Boolean);
  if (!match) return undefined;
  // The goods said before the price may carry the platform, buyer or day: "sold the pixel 7 on ebay for 150".
  const before = saleDetails(match[1]!, now);
  const after = saleDetails(match[3] ?? '', now);
  const item = itemPhrase(before.rest);
  if (!item || /^\d+ \w+s$|^(?:two|three|four|five|six|seven|eight|nine|ten) /i.test(item)) return undefined;
  return {
    tool: 'create_sale',
    arguments: {
      item_codes: [item],
      revenue_subtotal: moneyText(match[2]!),
      ...before.fields,
      ...after.fields,
    },
  };
};

const listing: Rule = (_text, original) => {
  const platform = String.raw`(${PLATFORM_WORDS}|[A-Z][\w]*(?: [A-Z][\w]*)*)`;
  const forms: [RegExp, number, number, number][] = [
    [
      new RegExp(
        String.raw`^(?:please )?(?:i )?(?:mark|list|listed|relist|relisted|put|post|posted) (.+?) (?:as )?(?:listed )?(?:up )?(?:on|to) ${platform} (?:at|for) ${MONEY}[.!]?$`,
        'i',
      ),
      1,
      2,
      3,
    ],
    [
      new RegExp(
        String.raw`^(?:please )?(?:i )?(?:list|listed|relist|relisted|put|post|posted) (.+?) (?:up )?(?:at|for) ${MONEY} (?:on|to) ${platform}[.!]?$`,
        'i',
      ),
      1,
      3,
      2,
    ],
  ];
  for (const [form, itemAt, platformAt, priceAt] of forms) {
    const match = form.exec(original);
    const item = match && itemPhrase(match[itemAt]!);
    if (!match || !item) continue;
    return {
      tool: 'create_listing',
      arguments: {
        item_codes: [item],
        platform_name: platformName(match[platformAt]!),
        price: moneyText(match[priceAt]!),
      },
    };
  }
  return undefined;
};

const status: Rule = (_text, original) => {
  const statuses = Object.keys(STATUS_WORDS).join('|');
  const forms: [RegExp, number, number | string][] = [
    [new RegExp(String.raw`^(?:please )?mark (.+?) (?:as )?(${statuses})[.!]?$`, 'i'), 1, 2],
    [/^(?:i |we )?(?:just )?shipped (.+?)(?: (?:today|yesterday))?[.!]?$/i, 1, 'shipped'],
    [/^(?:please )?(?:ship) (.+?)[.!]?$/i, 1, 'shipped'],
    [/^(.+?) (?:was|has been|got|is) (shipped|returned|written off)(?: today| yesterday)?[.!]?$/i, 1, 2],
    [/^(.+?) (?:came back|was sent back)[.!]?$/i, 1, 'returned'],
    [/^(?:please )?write off (.+?)[.!]?$/i, 1, 'written off'],
    [/^(?:please )?(?:i )?(?:got|received) (.+?) back[.!]?$/i, 1, 'returned'],
  ];
  for (const [form, itemAt, statusAt] of forms) {
    const match = form.exec(original);
    const item = match && itemPhrase(match[itemAt]!);
    if (!match || !item) continue;
    const said = typeof statusAt === 'number' ? match[statusAt]!.toLowerCase() : statusAt;
    return { tool: 'update_item', arguments: { code: item, status: STATUS_WORDS[said] } };
  }
  return undefined;
};

const move: Rule = (_text, original) => {
  const match = /^(?:please )?(?:move|moved|put|store|stored) (.+?) (?:to|in|into|on|onto) (?:the )?(.+?)[.!]?$/i.exec(
    original,
  );
  const item = match && itemPhrase(match[1]!);
  if (!match || !item) return undefined;
  return { tool: 'update_item', arguments: { code: item, location_name: match[2]!.trim() } };
};

const spending: Rule = (_text, original, now) => {
  const forms: [RegExp, number, number][] = [
    [
      new RegExp(
        String.raw`^(?:please )?(?:add|record|log|enter)(?: an?| new| another)? expense(?: of)? ${MONEY} (?:for|on) (.+)$`,
        'i',
      ),
      1,
      2,
    ],
    [
      new RegExp(
        String.raw`^(?:please )?(?:add|record|log|enter)(?: an?| new| another)? expense (?:for|of) (.+?) (?:of|for|at|costing) ${MONEY}(.*)$`,
        'i',
      ),
      2,
      1,
    ],
    [new RegExp(String.raw`^(?:i |we )?(?:just )?(?:spent|paid) ${MONEY} (?:on |for )?(.+)$`, 'i'), 1, 2],
    [new RegExp(String.raw`^expense:? ${MONEY}(?: for| on|,)? (.+)$`, 'i'), 1, 2],
    [new RegExp(String.raw`^(?:i |we )?(?:just )?(?:spent|paid) (.+?) ${MONEY}$`, 'i'), 2, 1],
  ];
  for (const [form, amountAt, whatAt] of forms) {
    const match = form.exec(original);
    if (!match) continue;
    const what = whatAt === 1 ? `${match[1]!}${match[3] ?? ''}` : match[whatAt]!;
    return expense(match[amountAt]!, what, now);
  }
  return undefined;
};

/** The rules that record something, tried before any question: a write is never read as a question. */
export const WRITE_RULES: Rule[] = [reminder, purchase, sale, listing, status, move, spending];

/** A sentence that starts like a write: not understood as one, it is not answered as a question either. */
export const LOOKS_LIKE_WRITE =
  /^(?:please )?(?:i |we )?(?:just |also )?(?:sold|sell|bought|purchased|picked up|mark|marked|spent|paid|move|moved|shipped|remind|(?:add|record|log) (?:an? |new )?(?:expense|purchase|sale|listing|reminder))\b/i;
