/** Text a spreadsheet would run as a formula; numbers such as "-12.50" stay numbers. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;
/**
 * What makes a field quoted: a quote, a line break, or the list separator of any common locale: ','
 * (English), ';' (most of Europe, where ',' is the decimal mark) and tab (pasted or .tsv text).
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, a line break or a separator; quotes doubled.
 * Text that would start a formula gets a leading apostrophe (OWASP "CSV injection"): buyer names and
 * notes come from outside and end up opened in Excel. A spreadsheet starts a cell only at a field's
 * start: a separator inside the field is always quoted, whichever one the reader's locale splits on, so
 * `x;=cmd…` stays one cell of text in Excel set to ';' too. The server's exports and the web's
 * downloads both write fields with this one rule.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = displayText(value);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A cell of a CSV file as the text it stands for: the apostrophe csvField puts before text that would
 * start a formula is taken off again, so our exports import back as they were.
 */
export function csvCellText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) && !NUMBER.test(cell.slice(1))
    ? cell.slice(1)
    : cell;
}

/** A value as text: '' for nothing, JSON for objects, the usual text for the rest. */
export function displayText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return (value as number | boolean | bigint).toString();
}
