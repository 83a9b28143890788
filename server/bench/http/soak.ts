import { httpLoad } from './load.ts';

export type SoakMinute = { minute: number; requests: number; errors: number; rssMin: number; rssMax: number };

/**
 * Loads the app for `minutes` with every screen's first call in turn (each for `slice` seconds, by
 * `connections` connections), sampling its RSS every second: a server that leaks grows minute after
 * minute, one that holds steady stays within its first minute's range.
 */
export async function soak(
  urls: string[],
  options: { minutes: number; connections: number; slice: number; headers: () => Promise<Record<string, string>> },
  rss: () => number,
  log: (line: string) => void,
): Promise<SoakMinute[]> {
  const minutes: SoakMinute[] = [];
  const start = Date.now();
  let current: SoakMinute = { minute: 1, requests: 0, errors: 0, rssMin: Infinity, rssMax: 0 };
  const sampling = setInterval(() => {
    const value = rss();
    current.rssMin = Math.min(current.rssMin, value);
    current.rssMax = Math.max(current.rssMax, value);
  }, 1000);
  try {
    for (let next = 0; Date.now() - start < options.minutes * 60_000; next += 1) {
      const url = urls[next % urls.length]!;
      const load = await httpLoad(url, {
        connections: options.connections,
        seconds: options.slice,
        headers: await options.headers(),
      });
      current.requests += Math.round(load.requestsPerSecond * options.slice);
      current.errors += load.errors;
      const minute = Math.floor((Date.now() - start) / 60_000) + 1;
      if (minute > current.minute) {
        minutes.push(current);
        log(
          `  minute ${current.minute}: ${current.requests} requests, RSS ${current.rssMin.toFixed(0)}–${current.rssMax.toFixed(0)} MB`,
        );
        current = { minute, requests: 0, errors: 0, rssMin: Infinity, rssMax: 0 };
      }
    }
  } finally {
    clearInterval(sampling);
  }
  if (current.requests) minutes.push(current);
  return minutes;
}
