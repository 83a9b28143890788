export type Latency = { p50: number; p95: number };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * Latency of `count` calls one at a time, after a warm-up of at least 20 calls and `warmMs` (2 s): V8
 * optimises a path only once it is hot, and the API's path is longer than the driver's.
 */
export async function latency(
  call: (index: number) => Promise<void>,
  { count, warmMs = 2000 }: { count: number; warmMs?: number },
): Promise<Latency> {
  const warm = performance.now() + warmMs;
  for (let index = 0; index < 20 || performance.now() < warm; index += 1) await call(index);
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await call(index);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
