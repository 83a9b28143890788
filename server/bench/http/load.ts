import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

export type Load = { requestsPerSecond: number; p50: number; p97_5: number; errors: number };

/**
 * `connections` keep-alive connections sending GET `url` for `seconds`, from a process of its own (so the
 * load tool never shares the server's event loop), by autocannon.
 */
export async function httpLoad(
  url: string,
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Load> {
  const args = [autocannon, '--json', '-c', String(connections), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p97_5: number };
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  };
}
