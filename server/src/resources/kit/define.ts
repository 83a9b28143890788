import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
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

/** A resource's parsed body, as the route hands it to the service once the contract's input schema has read it. */
export type ResourceInput<C extends ResourceContract = ResourceContract> = z.output<C['input']>;

/**
 * The values a write sets: the input's fields that are the table's columns (service.ts writableValues),
 * plus whatever a hook adds (a reminder's user_id, a new item's tag number).
 */
export type WriteValues<C extends ResourceContract = ResourceContract> = Partial<ResourceInput<C>> &
  Record<string, unknown>;

/**
 * A row as getRow reads it (kit/scope.ts selection): the table's columns that the contract's row has, typed
 * as the table selects them, and the computed fields (a computed total stands in for its money column, a
 * string either way).
 */
export type ResourceRow<C extends ResourceContract = ResourceContract, T extends ResourceTable = ResourceTable> = Row &
  Pick<T['$inferSelect'], keyof T['$inferSelect'] & keyof z.output<C['row']>>;

/**
 * A resource: its contract, table and rules. Hooks are methods so that a definition typed by its own
 * contract is still one of the registry's `ResourceDefinition[]`.
 */
export type ResourceDefinition<
  C extends ResourceContract = ResourceContract,
  T extends ResourceTable = ResourceTable,
> = {
  contract: C;
  table: T;
  /** Computed fields added to every answer, e.g. a sale's profit, as SQL over the table. */
  computed?: Record<string, ComputedField>;
  /** Who points at this resource: deleting a row they use answers 409 naming them. */
  referencedBy?: Reference[];
  relations?: Record<string, Relation>;
  hooks?: {
    /** May change the values written; throws AppError to refuse. */
    beforeWrite?(
      context: HookContext,
      values: WriteValues<C>,
      existing: ResourceRow<C, T> | null,
    ): Promise<WriteValues<C>>;
    /** beforeWrite for many new rows at once (createRows): one look-up for the lot instead of one a row. */
    beforeCreateMany?(context: HookContext, values: WriteValues<C>[]): Promise<WriteValues<C>[]>;
    /** Runs first in a create's transaction, before any row is written (createRow only). */
    beforeCreate?(context: HookContext, input: ResourceInput<C>): Promise<void>;
    afterCreate?(context: HookContext, row: ResourceRow<C, T>, input: ResourceInput<C>): Promise<void>;
    /**
     * `input` is the PUT body; the server's own updates (a seeded item's shelf, a message's speech file) pass
     * only the fields they change, so any field may be missing.
     */
    afterUpdate?(
      context: HookContext,
      row: ResourceRow<C, T>,
      previous: ResourceRow<C, T>,
      input: Partial<ResourceInput<C>>,
    ): Promise<void>;
    /** Runs before the reference guard: may release rows the resource owns (a sale's item links). */
    beforeDelete?(context: HookContext, row: ResourceRow<C, T>): Promise<void>;
    /** Runs once the row is gone, still inside the transaction. */
    afterDelete?(context: HookContext, row: ResourceRow<C, T>): Promise<void>;
  };
  /** A message for the list answer, e.g. when some listed sale loses money. */
  listWarning?(rows: ResourceRow<C, T>[]): string | undefined;
};

export function defineResource<C extends ResourceContract, T extends ResourceTable>(
  definition: ResourceDefinition<C, T>,
): ResourceDefinition<C, T> {
  return definition;
}
