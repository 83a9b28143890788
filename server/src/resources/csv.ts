/** Text a spreadsheet would run as a formula; numbers such as "-12.50" stay numbers. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; quotes doubled.
 * Text that would start a formula gets a leading apostrophe (OWASP "CSV injection"): buyer names and
 * notes come from outside and end up opened in Excel.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean | bigint).toString();
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
