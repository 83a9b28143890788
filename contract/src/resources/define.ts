import type { z } from 'zod';

/** What both sides know of a /v2 resource: its shapes and which fields a list may filter, sort and search. */
export type ResourceContract<
  Row extends z.ZodObject = z.ZodObject,
  Input extends z.ZodObject = z.ZodObject,
  Name extends string = string,
> = {
  /** URL segment: /api/v2/{name} */
  name: Name;
  /** Singular, for messages: 'brand created successfully'. */
  label: string;
  row: Row;
  /** Body of POST, and of PUT (which may also carry the id and read-only fields; they are ignored). */
  input: Input;
  filterable: readonly (keyof z.infer<Row> & string)[];
  sortable: readonly (keyof z.infer<Row> & string)[];
  /** Columns `q` matches (case-insensitive, contains). */
  searchable: readonly (keyof z.infer<Row> & string)[];
  /** Names `with` may expand: each adds the referenced row under that key. */
  relations: readonly string[];
  /** e.g. '-created_at,id' */
  defaultOrder: string;
};

export function defineResource<Row extends z.ZodObject, Input extends z.ZodObject, const Name extends string>(
  contract: ResourceContract<Row, Input, Name>,
): ResourceContract<Row, Input, Name> {
  return contract;
}
