import { Deep } from './values.ts';

/** JSON text of a value that may hold `Deep` parts; lone surrogates and NUL travel as JSON escapes. */
export function jsonText(value: unknown): string {
  if (value instanceof Deep) return value.toJson();
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Percent-encodes text for a URL the way a careless client would: lone surrogates become the bytes of
 * their code unit (ED A0 80, not UTF-8), which `encodeURIComponent` refuses to produce.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const next = text.charCodeAt(index + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[index]!);
    }
  }
  return out;
}

/** One query parameter: a list repeats the name, an object becomes name[key]=…, anything else its text. */
export function queryPart(name: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => queryPart(name, item)).join('&') || `${name}=`;
  if (value instanceof Deep) return `${name}=${percentEncode(value.toJson())}`;
  if (value !== null && typeof value === 'object') {
    return (
      Object.entries(value)
        .map(([key, item]) => `${name}[${percentEncode(key)}]=${percentEncode(String(item))}`)
        .join('&') || `${name}=`
    );
  }
  return `${name}=${percentEncode(String(value))}`;
}

/** How many CSV records a text holds (quoted line breaks do not end a record). */
export function csvRecordCount(text: string): number {
  let records = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '"') quoted = !quoted;
    else if (character === '\n' && !quoted) records += 1;
  }
  return records;
}
