import { csvCellText } from './csv.ts';
import { IMPORT_FIELDS, IMPORT_UNITS_MAX, type ImportField, type ImportKind } from './import-fields.ts';
import { headerKey, type ImportMapping } from './import-presets.ts';
import { isFutureDate, readDate, readMoney, type DateOrder } from './import-values.ts';
import { ID_MAX, textProblem } from './storable.ts';

/** One problem of one row: its line in the file (the header is line 1), the field and the reason. */
export type ImportRowError = {
  line: number;
  field: string | null;
  message: string;
  header?: string;
  cell?: string;
};

/** A row's values by mapped field: text trimmed, money "1234.50", dates ISO, statuses, ids as numbers; null when empty. */
export type ImportValues = Record<string, string | number | null>;

/** The value a choice cell stands for: one of the choices (spelled any way) or a word for one. */
function readChoice(field: ImportField, cell: string): string | null {
  const key = headerKey(cell);
  return field.choices?.find((value) => headerKey(value) === key) ?? field.words?.[key] ?? null;
}

/**
 * A record of the file (header → cell) read through the mapping into field values, with every problem a
 * cell has by itself. Checks that need the database (unknown product, duplicate serial) come after.
 */
export function readImportRow(
  kind: ImportKind,
  mapping: ImportMapping,
  record: Record<string, string>,
  options: { dateOrder?: DateOrder; now?: Date } = {},
): { values: ImportValues; errors: { field: string; message: string }[] } {
  const values: ImportValues = {};
  const errors: { field: string; message: string }[] = [];
  let field: ImportField;
  // One function for the row, not one a field: made in the loop, it was a tenth of a large preview.
  const fail = (message: string) => errors.push({ field: field.key, message: `${field.label}: ${message}` });
  for (field of IMPORT_FIELDS[kind]) {
    const header = mapping[field.key];
    const cell = header ? csvCellText((record[header] ?? '').trim()) : '';
    if (cell === '' && field.required) {
      fail(field.required);
      continue;
    }
    // An unmapped field is left out, so that updating a record leaves it as it is.
    if (!header) continue;
    if (cell === '') {
      values[field.key] = null;
      continue;
    }
    const problem = textProblem(cell);
    if (problem) {
      fail(problem);
      continue;
    }
    switch (field.type) {
      case 'money': {
        const money = readMoney(cell);
        if (money.error !== undefined) fail(money.error);
        else if (money.value.startsWith('-') && !field.signed) fail(`'${cell}' is below 0`);
        else values[field.key] = money.value;
        break;
      }
      case 'date': {
        const date = readDate(cell, options.dateOrder);
        if (date.error !== undefined) fail(date.error);
        else if (isFutureDate(date.value, options.now)) fail(`${date.value.slice(0, 10)} is in the future`);
        else values[field.key] = date.value;
        break;
      }
      case 'choice': {
        const chosen = readChoice(field, cell);
        if (chosen) values[field.key] = chosen;
        else fail(`'${cell}' is no ${field.label.toLowerCase()} (use one of ${field.choices!.join(', ')})`);
        break;
      }
      case 'count': {
        const count = /^\d+(\.0+)?$/.test(cell) ? Number.parseInt(cell, 10) : NaN;
        if (count >= 0 && count <= IMPORT_UNITS_MAX) values[field.key] = count;
        else fail(`'${cell}' is no number of units from 0 to ${IMPORT_UNITS_MAX}`);
        break;
      }
      case 'id': {
        const id = /^\d+$/.test(cell) ? Number(cell) : NaN;
        if (id >= 1 && id <= ID_MAX) values[field.key] = id;
        else fail(`'${cell}' is no id`);
        break;
      }
      default:
        if (field.max !== undefined && cell.length > field.max) fail(`use at most ${field.max} characters`);
        else values[field.key] = cell;
    }
  }
  return { values, errors };
}
