/** The pieces of a sentence the built-in assistant reads: amounts, days, platforms, quantities. */

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
export const MONTHS = [
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

/** "$1,200.5", "150 dollars", "€40": the amount's digits in group 1 (commas kept, see moneyText). */
export const MONEY = String.raw`[$€£]?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{1,10}(?:\.\d{1,2})?)(?: ?(?:dollars?|bucks|usd|eur|euros?))?`;

/** "1,200.5" → "1200.50". */
export function moneyText(digits: string): string {
  const plain = digits.replace(/,/g, '');
  const [whole, cents = ''] = plain.split('.');
  return `${whole}.${cents.padEnd(2, '0')}`;
}

export const day = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A day said in words: today, yesterday, tomorrow, on friday, last friday, on 2026-11-30, on 11/30. */
export const DAY_WORDS = String.raw`(?:today|tonight|this morning|yesterday|tomorrow|next week|in \d{1,3} days?|(?:on )?\d{4}-\d{2}-\d{2}|on \d{1,2}/\d{1,2}(?:/\d{2,4})?|(?:on |next |last |this )?(?:${WEEKDAYS.join('|')}))`;

/** The day a past event happened ("yesterday", "last friday", "on 2026-11-30"); undefined when none is said. */
export function pastDay(text: string, now: Date): string | undefined {
  const words = text.trim().toLowerCase();
  if (words === '') return undefined;
  if (/^(today|tonight|this morning)$/.test(words)) return day(now);
  if (words === 'yesterday') return day(addDays(now, -1));
  const iso = /(\d{4}-\d{2}-\d{2})$/.exec(words);
  if (iso) return iso[1];
  const slashed = /^on (\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(words);
  if (slashed) {
    const year = slashed[3] ? Number(slashed[3].length === 2 ? `20${slashed[3]}` : slashed[3]) : now.getUTCFullYear();
    return `${year}-${slashed[1]!.padStart(2, '0')}-${slashed[2]!.padStart(2, '0')}`;
  }
  const weekday = WEEKDAYS.indexOf(words.replace(/^(on|last|this) /, ''));
  if (weekday >= 0) return day(addDays(now, -(((now.getUTCDay() - weekday + 6) % 7) + 1)));
  return undefined;
}

/** A due day from "today", "tomorrow", "in 3 days", "next week", "on friday", "on 2026-12-01"; default tomorrow (UTC). */
export function dueDay(when: string | undefined, now: Date): string {
  const text = (when ?? '').trim().toLowerCase();
  if (/^(today|tonight|this morning)$/.test(text)) return day(now);
  if (text === 'next week') return day(addDays(now, 7));
  const inDays = /^in (\d{1,3}) days?$/.exec(text);
  if (inDays) return day(addDays(now, Number(inDays[1])));
  const date = /(\d{4}-\d{2}-\d{2})$/.exec(text);
  if (date) return date[1]!;
  const weekday = WEEKDAYS.indexOf(text.replace(/^(on|next|this) /, ''));
  if (weekday >= 0) return day(addDays(now, ((weekday - now.getUTCDay() + 6) % 7) + 1));
  return day(addDays(now, 1));
}

/** Marketplaces as people write them → the name a team's platform usually has. */
const PLATFORMS: [RegExp, string][] = [
  [/^e-?bay$/, 'eBay'],
  [/^mercari$/, 'Mercari'],
  [/^(?:facebook|fb)(?: marketplace)?$|^marketplace$/, 'Facebook Marketplace'],
  [/^offer ?up$/, 'OfferUp'],
  [/^poshmark$/, 'Poshmark'],
  [/^etsy$/, 'Etsy'],
  [/^amazon$/, 'Amazon'],
  [/^craigslist$/, 'Craigslist'],
  [/^shopify$/, 'Shopify'],
  [/^swappa$/, 'Swappa'],
  [/^depop$/, 'Depop'],
  [/^whatnot$/, 'Whatnot'],
  [/^back ?market$/, 'Back Market'],
];
export const PLATFORM_WORDS = String.raw`(?:e-?bay|mercari|facebook marketplace|fb marketplace|facebook|fb|marketplace|offer ?up|poshmark|etsy|amazon|craigslist|shopify|swappa|depop|whatnot|back ?market)`;

/** "ebay" → "eBay"; a name it does not know, as written. */
export function platformName(said: string): string {
  const words = said.trim().replace(/[.!?]+$/, '');
  const known = PLATFORMS.find(([pattern]) => pattern.test(words.toLowerCase()));
  return known ? known[1] : words;
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
export const COUNT = String.raw`(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

export function countOf(word: string): number {
  if (/^\d+$/.test(word)) return Number(word);
  const index = NUMBER_WORDS.indexOf(word.toLowerCase());
  return index > 0 ? index : 1;
}

/** "iPhones" → "iPhone", "boxes" → "box": a product name from its plural. */
export function singular(name: string): string {
  if (/(ss|us|is)$/i.test(name)) return name;
  if (/(x|ch|sh)es$/i.test(name)) return name.slice(0, -2);
  if (/[^aeiou]ies$/i.test(name)) return `${name.slice(0, -3)}y`;
  return name.replace(/s$/i, '');
}

/** Words that only start a phrase naming an item: "the pixel 7", "my iPhone 12". */
export const stripArticle = (phrase: string) =>
  phrase
    .trim()
    .replace(/^(?:the|my|our|that|this|a|an|one)\s+/i, '')
    .replace(/[.!?]+$/, '')
    .trim();

/** Common slips fixed before reading: "teh" → "the", "whats" → "what's" read alike. */
const TYPOS: Record<string, string> = {
  teh: 'the',
  hte: 'the',
  waht: 'what',
  wat: 'what',
  whats: 'what is',
  "what's": 'what is',
  wheres: 'where is',
  "where's": 'where is',
  hows: 'how is',
  "how's": 'how is',
  im: "i'm",
  havent: "haven't",
  hasnt: "hasn't",
  isnt: "isn't",
  arent: "aren't",
  didnt: "didn't",
  dont: "don't",
  wont: "won't",
  sould: 'sold',
  slod: 'sold',
  solde: 'sold',
  bougth: 'bought',
  bough: 'bought',
  boguht: 'bought',
  purchaced: 'purchased',
  proft: 'profit',
  porfit: 'profit',
  profti: 'profit',
  prfit: 'profit',
  mony: 'money',
  monney: 'money',
  invetory: 'inventory',
  inventroy: 'inventory',
  stok: 'stock',
  stcok: 'stock',
  oldets: 'oldest',
  olderst: 'oldest',
  ebya: 'ebay',
  shiped: 'shipped',
  shippped: 'shipped',
  expence: 'expense',
  expens: 'expense',
  remidn: 'remind',
  remnd: 'remind',
  mnoth: 'month',
  montth: 'month',
  mont: 'month',
  mak: 'make',
  maek: 'make',
  mkae: 'make',
  lsat: 'last',
  yesturday: 'yesterday',
  yesterdy: 'yesterday',
  tommorow: 'tomorrow',
  tomorow: 'tomorrow',
  tomorrw: 'tomorrow',
  recieved: 'received',
  lsited: 'listed',
  lised: 'listed',
  relsit: 'relist',
  sellign: 'selling',
  salse: 'sales',
  slaes: 'sales',
};

/** The sentence with its slips fixed, case kept for every word left alone (serials, names). */
export function fixTypos(message: string): string {
  return message
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/[A-Za-z']+/g, (word) => TYPOS[word.toLowerCase()] ?? word);
}
