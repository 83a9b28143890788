import type { ListResponse, ResourceContract } from '@flipstack/contract';
import type { z } from 'zod';
import { api, type Query } from './api.ts';

export type AnyContract = ResourceContract<z.ZodObject, z.ZodObject>;
/** Every row has an integer id (rowBase). */
export type RowOf<C extends AnyContract> = z.infer<C['row']> & { id: number };
/** A row with the relations asked for by `with` (their keys are not in the row schema). */
export type Loose<T> = T & Record<string, unknown>;

/** GET /v2/{name}?query: a page of rows. */
export const getRows = <Row>(name: string, query: Query, signal?: AbortSignal) =>
  api.request<ListResponse<Row>>('GET', `/v2/${name}`, { query, ...(signal ? { signal } : {}) });

/**
 * A page of rows typed by the resource's contract. The contract is named by its type alone
 * (`fetchRows<typeof messages>('messages', …)`), so a screen's code need not carry its schemas.
 */
export const fetchRows = <C extends AnyContract>(name: C['name'], query: Query, signal?: AbortSignal) =>
  getRows<Loose<RowOf<C>>>(name, query, signal);
