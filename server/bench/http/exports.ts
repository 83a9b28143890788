/** The CSV exports behind the screens' Export CSV buttons, the biggest first. */
export const EXPORTS = [
  '/api/v2/sales/export.csv',
  '/api/v2/inventory-items/export.csv',
  '/api/inventory-items-detail/export.csv',
  '/api/inventory-items-detail/export.csv?order_by=-days_in_stock',
];

/**
 * Each export downloaded once over HTTP, as the browser streams it: its lines, its size, its time and the
 * app's largest RSS meanwhile (it must stay flat however long the file). Answers the table's lines.
 */
export async function benchExports(
  origin: string,
  cookie: string,
  rss: () => number,
  log: (line: string) => void,
): Promise<string[]> {
  const table = ['| export | lines | size | time | app RSS, largest |', '|---|---|---|---|---|'];
  log(table.join('\n'));
  for (const path of EXPORTS) {
    const samples = [rss()];
    const sampling = setInterval(() => samples.push(rss()), 100);
    const started = performance.now();
    let bytes = 0;
    let lines = 0;
    try {
      const response = await fetch(`${origin}${path}`, { headers: { cookie } });
      if (!response.ok || !response.body) throw new Error(`${path} → ${response.status}`);
      for await (const chunk of response.body) {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      }
    } finally {
      clearInterval(sampling);
    }
    const seconds = (performance.now() - started) / 1000;
    const line = `| ${path.replace('/api', '')} | ${(lines - 1).toLocaleString('en')} | ${(bytes / 1e6).toFixed(1)} MB | ${seconds.toFixed(1)} s | ${Math.max(...samples).toFixed(0)} MB |`;
    table.push(line);
    log(line);
  }
  return table;
}
