import type { ResourceContract } from '@flipstack/contract';

/** One GET the bench times; `limit` ones are also loaded against the bare handler. */
export type Call = { name: string; path: string; limit: boolean };

const PAGE = 'limit=50';

/** A word of the row's first searchable text, as a user would type it. */
function searchTerm(contract: ResourceContract, row: Record<string, unknown> | undefined): string | undefined {
  const text = contract.searchable.map((field) => row?.[field]).find((value) => typeof value === 'string');
  return text?.split(/\s+/).find((word) => word.length >= 3);
}

/**
 * The list calls of one resource: its first page in the default order, a deep page (by offset and past
 * the 5,000th row's `after` mark), `q`, every documented sort (descending), every filter (the first
 * row's value) and every `with`.
 */
export function listCalls(
  contract: ResourceContract,
  firstRow: Record<string, unknown> | undefined,
  deepMark: string | undefined,
): Call[] {
  const base = `/api/v2/${contract.name}?${PAGE}`;
  const calls: Call[] = [
    { name: `${contract.name}`, path: base, limit: true },
    { name: `${contract.name}, page 101`, path: `${base}&offset=5000`, limit: false },
  ];
  if (deepMark)
    calls.push({ name: `${contract.name}, page 101 by after`, path: `${base}&after=${deepMark}`, limit: false });
  const term = searchTerm(contract, firstRow);
  if (term)
    calls.push({ name: `${contract.name} q=${term}`, path: `${base}&q=${encodeURIComponent(term)}`, limit: false });
  for (const field of contract.sortable) {
    calls.push({ name: `${contract.name} by -${field}`, path: `${base}&order_by=-${field}`, limit: false });
  }
  for (const field of contract.filterable) {
    const value = firstRow?.[field];
    if (value === undefined) continue;
    const where = encodeURIComponent(JSON.stringify({ [field]: value }));
    calls.push({ name: `${contract.name} where ${field}`, path: `${base}&where=${where}`, limit: false });
  }
  for (const relation of contract.relations) {
    calls.push({ name: `${contract.name} with ${relation}`, path: `${base}&with=${relation}`, limit: false });
  }
  return calls;
}
