import { describe, expect, it } from 'vitest';
import { OFFLINE_EXAMPLES } from '../../src/assistant/offline/offline-assistant.ts';
import { understand } from '../../src/assistant/offline/understand.ts';
import { isUnderstood, REQUEST_TABLE, TABLE_NOW, TABLE_TIME_ZONE } from './request-table.ts';

describe('the built-in assistant reads requests as people write them', () => {
  it.each(REQUEST_TABLE.map((row) => [row.request, row] as const))('%s', (_request, row) => {
    const intent = understand(row.request, TABLE_NOW, TABLE_TIME_ZONE);
    if (row.expected === undefined) expect(intent).toBeUndefined();
    else expect(intent).toMatchObject({ tool: row.expected.tool, arguments: row.expected.arguments });
  });

  it('understands at least 90 % of the table', () => {
    const understood = REQUEST_TABLE.filter((row) =>
      isUnderstood(row, understand(row.request, TABLE_NOW, TABLE_TIME_ZONE)),
    );
    expect(REQUEST_TABLE.length).toBeGreaterThanOrEqual(120);
    expect(understood.length / REQUEST_TABLE.length).toBeGreaterThanOrEqual(0.9);
  });

  it('understands every example its help offers', () => {
    for (const example of OFFLINE_EXAMPLES)
      expect(understand(example, TABLE_NOW, TABLE_TIME_ZONE), example).toBeDefined();
  });
});
