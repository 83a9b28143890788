import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { findItemByCode } from './find-item.ts';

const rows = (...ids: number[]) => ({ body: { rows: ids.map((id) => ({ id })), total: ids.length } });

/** Answers GET /v2/inventory-items by the `where` field asked: tag_number or serial_number. */
function serve(byField: Record<string, number[]>) {
  const server = fakeFetch({
    'GET /api/v2/inventory-items': (_init, url) => {
      const where = JSON.parse(url.searchParams.get('where') ?? '{}') as Record<string, string>;
      const [field] = Object.keys(where);
      return rows(...(byField[`${field}=${where[field!]}`] ?? []));
    },
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('findItemByCode', () => {
  it("opens a label's QR link without asking the server", async () => {
    const server = serve({});
    expect(await findItemByCode('http://nas.local:3000/inventory/12')).toBe(12);
    expect(server.calls).toHaveLength(0);
  });

  it('finds the one item whose tag or serial number is exactly the code', async () => {
    const server = serve({ 'tag_number=FS000042': [5], 'serial_number=SN-9': [8] });
    expect(await findItemByCode(' FS000042 ')).toBe(5);
    expect(await findItemByCode('SN-9')).toBe(8);
    expect(server.calls.map((call) => call.url.searchParams.get('where'))).toContain('{"tag_number":"FS000042"}');
  });

  it('finds nothing when no item or more than one item has the code', async () => {
    serve({ 'tag_number=X1': [5], 'serial_number=X1': [6], 'serial_number=DUP': [2, 3] });
    expect(await findItemByCode('X1')).toBeNull();
    expect(await findItemByCode('DUP')).toBeNull();
    expect(await findItemByCode('NOPE')).toBeNull();
  });
});
