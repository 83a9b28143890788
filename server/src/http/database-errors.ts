import { AppError } from './app-error.ts';

type DatabaseError = { code?: string; detail?: string; table?: string; constraint?: string };

/**
 * A foreign-key (23503) or unique (23505) violation that no guard caught first, as a 409 a person can
 * read. drizzle wraps driver errors, so the cause is looked at too.
 */
export function databaseConflict(error: unknown): AppError | undefined {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  const found = candidates.find((candidate): candidate is DatabaseError => {
    const code = (candidate as DatabaseError | null)?.code;
    return code === '23503' || code === '23505';
  });
  if (!found) return undefined;
  const table = (found.table ?? 'row').replaceAll('_', ' ');
  if (found.code === '23505') {
    // detail: Key (team_id, serial_number)=(1, SN-1) already exists.
    const match = /Key \((.+)\)=\((.+)\) already exists/.exec(found.detail ?? '');
    const columns = match?.[1]?.split(', ') ?? [];
    const values = match?.[2]?.split(', ') ?? [];
    const index = columns.findIndex((column) => column !== 'team_id');
    if (index >= 0) {
      const field = columns[index]!;
      const message = `${field.replaceAll('_', ' ')} '${values[index] ?? ''}' is already used by another ${singular(table)}.`;
      return new AppError('CONFLICT', capitalize(message), { [field]: message });
    }
    return new AppError('CONFLICT', `This ${singular(table)} already exists.`);
  }
  // detail: Key (id)=(3) is still referenced from table "products".  /  Key (brand_id)=(9) is not present in table "brands".
  const referencing = /referenced from table "(.+)"/.exec(found.detail ?? '')?.[1];
  if (referencing) return new AppError('CONFLICT', `Cannot delete this ${singular(table)}: some ${referencing.replaceAll('_', ' ')} still use it.`);
  return new AppError('CONFLICT', `A ${singular(table)} refers to a row that does not exist (any more).`);
}

function singular(table: string): string {
  return table.endsWith('ies') ? `${table.slice(0, -3)}y` : table.replace(/s$/, '');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
