/**
 * `work` on `values` a chunk of `size` at a time, one after the other, its answers in order: keeps a
 * statement's parameters (65,535 at most) or an IN list within bounds whatever the number of values.
 */
export async function inChunks<T, R>(values: T[], size: number, work: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < values.length; start += size) {
    results.push(...(await work(values.slice(start, start + size))));
  }
  return results;
}
