import { understand } from '../src/assistant/offline/understand.ts';
import { isUnderstood, REQUEST_TABLE, TABLE_NOW, TABLE_TIME_ZONE } from '../test/assistant/request-table.ts';

/** The share of the request table (test/assistant/request-table.ts) the built-in assistant reads as expected. */
export function benchUnderstanding(log: (line: string) => void): void {
  const understood = REQUEST_TABLE.filter((row) =>
    isUnderstood(row, understand(row.request, TABLE_NOW, TABLE_TIME_ZONE)),
  ).length;
  const share = ((understood / REQUEST_TABLE.length) * 100).toFixed(1);
  log(`\n## Built-in assistant, requests as people write them`);
  log(`requests understood: ${understood} of ${REQUEST_TABLE.length} (${share} %)`);
}
