import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { inventoryItems } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Transaction } from '../db/client.ts';

const CODES = [
  { field: 'serial_number', label: 'Serial number' },
  { field: 'tag_number', label: 'Tag number' },
] as const;

/** One item's codes; `path` prefixes the field in fieldErrors (e.g. 'items.2.'). */
export type ItemCodes = {
  serial_number?: string | null | undefined;
  tag_number?: string | null | undefined;
  path?: string;
};

/**
 * Serial and tag numbers are unique within a team when given: answers 409 naming the field and the
 * item that already has it. The partial unique indexes back this up against races.
 */
export async function assertCodesFree(
  tx: Transaction,
  teamId: number,
  entries: ItemCodes[],
  exceptId?: number,
): Promise<void> {
  for (const { field, label } of CODES) {
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      const code = entry[field];
      if (!code) return;
      if (seen.has(code)) conflict(entry, field, `${label} ${code} appears twice in this list.`);
      seen.set(code, index);
    });
    if (seen.size === 0) continue;
    const conditions: (SQL | undefined)[] = [
      eq(inventoryItems.team_id, teamId),
      // One array parameter: an import checks hundreds of codes at once.
      sql`${inventoryItems[field]} = any(${sql.param([...seen.keys()])}::text[])`,
    ];
    if (exceptId !== undefined) conditions.push(ne(inventoryItems.id, exceptId));
    const [taken] = await tx
      .select({ id: inventoryItems.id, code: inventoryItems[field] })
      .from(inventoryItems)
      .where(and(...conditions))
      .limit(1);
    if (taken?.code)
      conflict(
        entries[seen.get(taken.code)!]!,
        field,
        `${label} ${taken.code} is already used by inventory item #${taken.id}.`,
      );
  }
}

function conflict(entry: ItemCodes, field: string, message: string): never {
  throw new AppError('CONFLICT', message, { [`${entry.path ?? ''}${field}`]: message });
}
