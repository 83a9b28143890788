import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { FROM_THE_APP } from '../helpers/accounts.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { decodePdfBarcodes } from '../helpers/pdf-barcodes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;
beforeAll(async () => {
  t = await buildTestApp({ isPublicUrlSet: false });
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(() => t.close());

const print = (caller: Caller, body: object, origin?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/labels',
    payload: body,
    headers: { cookie: caller.cookie, ...FROM_THE_APP, ...(origin ? { origin, host: new URL(origin).host } : {}) },
  });

async function items(caller: Caller, count: number, extra: Record<string, unknown> = {}): Promise<number[]> {
  const product = await make(caller, 'products', { name: 'Nintendo Switch OLED – white' });
  const ids: number[] = [];
  for (let index = 0; index < count; index++)
    ids.push(await make(caller, 'inventory-items', { product_id: product, ...extra }));
  return ids;
}

const tagOf = async (caller: Caller, id: number) =>
  (await caller.get(`/api/v2/inventory-items/${id}`)).json().tag_number;

describe('POST /api/labels', () => {
  it('prints one thermal label per page whose barcode reads back as the tag and whose QR code opens the item', async () => {
    const [first, second] = await items(alice, 2, { listed_price: '129.50' });
    const response = await print(alice, { inventory_item_ids: [first, second], layout: 'thermal-2.25x1.25' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="labels-thermal-2.25x1.25.pdf"');

    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    const { width, height } = pdf.getPage(0).getSize();
    expect([width, height]).toEqual([162, 90]);

    const codes = await decodePdfBarcodes(response.rawPayload);
    expect(codes).toEqual([
      expect.arrayContaining([
        { format: 'Code128', text: await tagOf(alice, first!) },
        { format: 'QRCode', text: `http://flipstack.test/inventory/${first}` },
      ]),
      expect.arrayContaining([
        { format: 'Code128', text: await tagOf(alice, second!) },
        { format: 'QRCode', text: `http://flipstack.test/inventory/${second}` },
      ]),
    ]);
  });

  it('fills Avery 5160 sheets with 30 labels each, in the order given, linking to the page the labels came from', async () => {
    const ids = await items(alice, 31);
    const order = [...ids].reverse();
    const response = await print(alice, { inventory_item_ids: order, layout: 'avery-5160' }, 'http://nas.local');
    expect(response.statusCode).toBe(200);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });

    const [firstSheet, secondSheet] = await decodePdfBarcodes(response.rawPayload);
    const links = (codes: { format: string; text: string }[]) =>
      codes.filter((code) => code.format === 'QRCode').map((code) => code.text);
    expect(links(firstSheet!)).toEqual(order.slice(0, 30).map((id) => `http://nas.local/inventory/${id}`));
    expect(links(secondSheet!)).toEqual([`http://nas.local/inventory/${order[30]}`]);
    expect(firstSheet!.filter((code) => code.format === 'Code128')).toHaveLength(30);
  }, 60_000);

  it('gives untagged items the next tag numbers before printing them, and prints an item given twice twice', async () => {
    const [item] = await items(bob, 1, { tag_number: 'HAND-1' });
    const untagged = await make(bob, 'inventory-items');
    await t.database.db.execute(`update inventory_items set tag_number = null where id = ${untagged}`);
    const response = await print(bob, { inventory_item_ids: [item, untagged, item] });
    expect(response.statusCode).toBe(200);
    const tag = await tagOf(bob, untagged);
    expect(tag).toMatch(/^FS\d{6}$/);
    const [page1, page2, page3] = await decodePdfBarcodes(response.rawPayload);
    expect(page1).toContainEqual({ format: 'Code128', text: 'HAND-1' });
    expect(page2).toContainEqual({ format: 'Code128', text: tag });
    expect(page3).toContainEqual({ format: 'Code128', text: 'HAND-1' });
  });

  it("answers another team's item like a missing one, and refuses bad input with field messages", async () => {
    const [mine] = await items(alice, 1);
    const [own] = await items(bob, 1);
    const theirs = await print(bob, { inventory_item_ids: [own, mine] });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().fieldErrors).toEqual({ 'inventory_item_ids.1': `No inventory item with id ${mine}` });
    expect(await tagOf(alice, mine!)).toMatch(/^FS/);

    const empty = await print(alice, { inventory_item_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ inventory_item_ids: 'Pick at least one item' });
    const layout = await print(alice, { inventory_item_ids: [mine], layout: 'a4' });
    expect(layout.json().fieldErrors).toEqual({ layout: 'Pick a label layout' });
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/labels',
      payload: { inventory_item_ids: [mine] },
      headers: FROM_THE_APP,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('links the QR codes to PUBLIC_URL when it is set, whatever page they were printed from', async () => {
    const withPublicUrl = await buildTestApp({ publicUrl: 'https://flipstack.example', isPublicUrlSet: true });
    try {
      const [carol] = (await signedInTeams(withPublicUrl, 1)) as [Caller];
      const item = await make(carol, 'inventory-items');
      const response = await withPublicUrl.app.inject({
        method: 'POST',
        url: '/api/labels',
        payload: { inventory_item_ids: [item] },
        headers: { cookie: carol.cookie, ...FROM_THE_APP, origin: 'http://10.0.0.5', host: '10.0.0.5' },
      });
      expect(response.statusCode).toBe(200);
      const [codes] = await decodePdfBarcodes(response.rawPayload);
      expect(codes).toContainEqual({ format: 'QRCode', text: `https://flipstack.example/inventory/${item}` });
    } finally {
      await withPublicUrl.close();
    }
  }, 60_000);

  it('prints names the PDF fonts cannot write with question marks instead of failing', async () => {
    const product = await make(alice, 'products', { name: 'Pokémon 精灵 🎮 card' });
    const item = await make(alice, 'inventory-items', { product_id: product });
    const response = await print(alice, { inventory_item_ids: [item] });
    expect(response.statusCode).toBe(200);
    expect((await decodePdfBarcodes(response.rawPayload))[0]).toContainEqual({
      format: 'Code128',
      text: await tagOf(alice, item),
    });
  });
});
