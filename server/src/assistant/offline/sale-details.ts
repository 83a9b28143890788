import { DAY_WORDS, moneyText, pastDay, PLATFORM_WORDS, platformName } from './words.ts';

const N = String.raw`[$€£]?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{1,10}(?:\.\d{1,2})?)(?: ?(?:dollars?|bucks))?`;

/** Money a sentence names besides its price, by what people call it → the sale's field. */
const AMOUNTS: [RegExp, string][] = [
  [
    new RegExp(
      String.raw`\b(?:(?:the )?(?:buyer|customer|they) paid ${N} (?:for |in |of )?shipping|(?:plus|\+) ${N} (?:for )?shipping|shipping paid(?: by (?:the )?buyer)?:? ${N}|${N} (?:of )?shipping paid by (?:the )?buyer)`,
      'i',
    ),
    'revenue_shipping',
  ],
  [
    new RegExp(
      String.raw`\b(?:(?:paypal|payment|processing) fees?(?: were| was| of|:)? ${N}|${N} (?:in |of )?(?:paypal|payment|processing) fees?)`,
      'i',
    ),
    'cost_payment',
  ],
  [
    new RegExp(
      String.raw`(?:(?:ebay |platform |selling |final value |mercari )?(?:fees?|commission)(?: were| was| of| came to| cost me|:)? ${N}|${N} (?:in |of |for )?(?:ebay |platform |selling |final value |mercari )?(?:fees?|commission))`,
      'i',
    ),
    'cost_commission',
  ],
  [
    new RegExp(
      String.raw`(?:(?:shipping|postage|label)(?: cost(?: me)?| was| of| came to|:)? ${N}|${N} (?:for |in |of |on )?(?:shipping|postage|(?:a |the )?label)|shipped (?:it )?for ${N})`,
      'i',
    ),
    'cost_shipping',
  ],
];

export type Details = { fields: Record<string, unknown>; rest: string };

/** The fees, shipping, platform, buyer and day a sale's sentence names after its price, and what is left unread. */
export function saleDetails(said: string, now: Date): Details {
  let rest = ` ${said} `;
  const fields: Record<string, unknown> = {};
  for (const [pattern, field] of AMOUNTS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const digits = match.slice(1).find((group) => group !== undefined)!;
    fields[field] = moneyText(digits);
    rest = rest.replace(match[0], ' ');
  }
  const platform = new RegExp(String.raw`\b(?:on|via|through|thru|at|to) (${PLATFORM_WORDS})\b`, 'i').exec(rest);
  if (platform) {
    fields['platform_name'] = platformName(platform[1]!);
    rest = rest.replace(platform[0], ' ');
  }
  const when = new RegExp(String.raw`\b${DAY_WORDS}\b`, 'i').exec(rest);
  const sold = when ? pastDay(when[0], now) : undefined;
  if (when && sold) {
    fields['sold_at'] = sold;
    rest = rest.replace(when[0], ' ');
  }
  const buyer = /\bto ([A-Za-z][\w'-]*(?: [A-Z][\w'-]*)?)/.exec(rest);
  if (buyer && !/^(?:the|a|an|my)$/i.test(buyer[1]!)) {
    fields['buyer'] = buyer[1];
    rest = rest.replace(buyer[0], ' ');
  }
  const other = /\bon ([A-Z][\w]*(?: [A-Z][\w]*)*)/.exec(rest);
  if (!fields['platform_name'] && other) {
    fields['platform_name'] = other[1];
    rest = rest.replace(other[0], ' ');
  }
  return { fields, rest: rest.replace(/\b(?:and|with|plus|,)\b|[,;.!]/gi, ' ').trim() };
}
