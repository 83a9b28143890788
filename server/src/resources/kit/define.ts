import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceContract } from '@flipstack/contract';
import type { Transaction } from '../../db/client.ts';
import type { Row } from '../../db/raw.ts';
import type { Session } from '../../http/session.ts';
import type { ComputedField } from './computed.ts';

/** A team-owned table: every resource table has these two columns. */
export type ResourceTable = PgTable & { id: PgColumn; team_id: PgColumn };

export type HookContext = { tx: Transaction; session: Session };

export type Relation =
  /** `with=brand` adds the row that `brand_id` points to; every write checks that it is one of the team's. */
  | { kind: 'one'; resource: string; foreignKey: string }
  /** `with=items` adds the rows of `resource` whose `foreignKey` is this row's id. */
  | { kind: 'many'; resource: string; foreignKey: string }
  /** `with=items` on a sale adds the inventory items linked through `via` (from → this row, to → the item). */
  | { kind: 'through'; resource: string; via: string; from: string; to: string };

export type Reference = { resource: string; foreignKey: string; describe: (count: number) => string };

export type ResourceDefinition = {
  contract: ResourceContract;
  table: ResourceTable;
  /** Computed fields added to every answer, e.g. a sale's profit, as SQL over the table. */
  computed?: Record<string, ComputedField>;
  /** Who points at this resource: deleting a row they use answers 409 naming them. */
  referencedBy?: Reference[];
  relations?: Record<string, Relation>;
  hooks?: {
    /** May change the values written; throws AppError to refuse. */
    beforeWrite?: (
      context: HookContext,
      values: Record<string, unknown>,
      existing: Row | null,
    ) => Promise<Record<string, unknown>>;
    /** beforeWrite for many new rows at once (createRows): one look-up for the lot instead of one a row. */
    beforeCreateMany?: (context: HookContext, values: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>;
    /** Runs first in a create's transaction, before any row is written (createRow only). */
    beforeCreate?: (context: HookContext, input: Record<string, unknown>) => Promise<void>;
    afterCreate?: (context: HookContext, row: Row, input: Record<string, unknown>) => Promise<void>;
    afterUpdate?: (context: HookContext, row: Row, previous: Row, input: Record<string, unknown>) => Promise<void>;
    /** Runs before the reference guard: may release rows the resource owns (a sale's item links). */
    beforeDelete?: (context: HookContext, row: Row) => Promise<void>;
    /** Runs once the row is gone, still inside the transaction. */
    afterDelete?: (context: HookContext, row: Row) => Promise<void>;
  };
  /** A message for the list answer, e.g. when some listed sale loses money. */
  listWarning?: (rows: Row[]) => string | undefined;
};

export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  return definition;
}
