import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type Query } from './api.ts';
import { getRows, type AnyContract, type Loose, type RowOf } from './rows.ts';
import { invalidateAfterWrite } from './data-dependencies.ts';
import { notify, type ResourceAction } from './notify.ts';
import { queryKeys } from './query-keys.ts';

export type { AnyContract, Loose, RowOf } from './rows.ts';
export type InputOf<C extends AnyContract> = z.input<C['input']>;

/** The label in a sentence's first word: 'Brand created successfully' (the error texts keep it lower case). */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What the query cache needs to report a failure or a warning of a resource query (see query-client.ts). */
export type ResourceQueryMeta = { resourceLabel: string; isPrefetch?: true };
const metaOf = (contract: Pick<AnyContract, 'label'>): ResourceQueryMeta => ({ resourceLabel: contract.label });

const path = (contract: Pick<AnyContract, 'name'>, id?: number | string) =>
  `/v2/${contract.name}${id === undefined ? '' : `/${id}`}`;

/** A list page's query: shared by the screen and its route, which starts it before the screen has loaded. */
export function listQuery<Row = Record<string, unknown>>(resource: Pick<AnyContract, 'name' | 'label'>, query: Query) {
  return {
    queryKey: queryKeys.resources.list(resource.name, query),
    queryFn: ({ signal }: { signal: AbortSignal }) => getRows<Row>(resource.name, query, signal),
    meta: metaOf(resource),
  };
}

export function useList<C extends AnyContract>(contract: C, query: Query = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...listQuery<Loose<RowOf<C>>>(contract, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** A record's query: shared by the record's screen and its route. */
export function oneQuery<Row = Record<string, unknown>>(
  resource: Pick<AnyContract, 'name' | 'label'>,
  id: number | string,
  withRelations: string | undefined,
) {
  return {
    queryKey: queryKeys.resources.one(resource.name, id, withRelations),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.request<Row>('GET', path(resource, id), { query: { with: withRelations }, signal }),
    meta: metaOf(resource),
  };
}

export function useOne<C extends AnyContract>(
  contract: C,
  id: number | string | null | undefined,
  withRelations?: string,
) {
  return useQuery({
    ...oneQuery<Loose<RowOf<C>>>(contract, id ?? '', withRelations),
    enabled: id !== null && id !== undefined && id !== '',
  });
}

function useResourceMutation<C extends AnyContract, Variables>(
  contract: C,
  action: Exclude<ResourceAction, 'fetching'>,
  send: (variables: Variables) => Promise<Loose<RowOf<C>> | undefined>,
  idOf: (variables: Variables) => number | undefined = () => undefined,
) {
  const queryClient = useQueryClient();
  const outcome = ({ creating: 'created', updating: 'updated', deleting: 'deleted' } as const)[action];
  return useMutation({
    mutationFn: send,
    // The write's stale data is marked at once and fetched again in the background: the form goes on (to the
    // saved record's page) without waiting for the lists it leaves behind to come back.
    onSuccess: (_row, variables) => {
      notify.resourceSuccess(capitalize(contract.label), outcome);
      void invalidateAfterWrite(queryClient, contract.name, action, idOf(variables));
    },
    onError: (error) => notify.resourceError(action, contract.label, error),
  });
}

export const useCreate = <C extends AnyContract>(contract: C) =>
  useResourceMutation(contract, 'creating', (input: InputOf<C>) =>
    api.request<Loose<RowOf<C>>>('POST', path(contract), { body: input }),
  );

export const useUpdate = <C extends AnyContract>(contract: C) =>
  useResourceMutation(
    contract,
    'updating',
    // PUT takes the full object including its id (spec section 7).
    ({ id, input }: { id: number; input: InputOf<C> }) =>
      api.request<Loose<RowOf<C>>>('PUT', path(contract, id), { body: { ...input, id } }),
    ({ id }) => id,
  );

export const useDelete = <C extends AnyContract>(contract: C) =>
  useResourceMutation(contract, 'deleting', (id: number) => api.request<undefined>('DELETE', path(contract, id)));
