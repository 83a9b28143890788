export type Measured = { p50: number; p95: number; perSecond: number };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * Latency from `count` calls one at a time (after a warm-up), then throughput from `count` calls
 * spread over `concurrency` workers.
 */
export async function measure(call: (index: number) => Promise<void>, { count, concurrency }: { count: number; concurrency: number }): Promise<Measured> {
  for (let index = 0; index < Math.min(20, count); index += 1) await call(index);
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await call(index);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await call(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), perSecond: count / seconds };
}
