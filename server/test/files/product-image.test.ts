import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { PDF, png } from '../helpers/images.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { upload, type UploadPart } from '../helpers/uploads.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(() => t.close());

async function uploaded(caller: Caller, path: string, parts: UploadPart[]): Promise<number[]> {
  const response = await upload(t, caller, path, parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ rows: { id: number }[] }>().rows.map((row) => row.id);
}

type Product = { id: number; image_file_id: number | null };
const imageOf = async (caller: Caller, id: number) =>
  (await caller.get(`/api/v2/products/${id}`)).json<Product>().image_file_id;
const searchImages = async (caller: Caller, q: string) =>
  (await caller.get(`/api/global-search?q=${q}`))
    .json<{ products: { id: number; image_file_id: number | null }[] }>()
    .products.map((row) => [row.id, row.image_file_id]);

describe('a product’s first image', () => {
  it('is the first image attached (not a PDF), in the product, its list and global search, until it is unlinked', async () => {
    const product = await make(alice, 'products', { name: 'Camera body Z6' });
    const bare = await make(alice, 'products', { name: 'Camera strap Z6' });
    expect(await imageOf(alice, product)).toBeNull();

    await uploaded(alice, `products/${product}`, [{ name: 'receipt.pdf', content: PDF }]);
    expect(await imageOf(alice, product)).toBeNull();
    const [front] = await uploaded(alice, `products/${product}`, [{ name: 'front.png', content: await png(30, 30) }]);
    const [back] = await uploaded(alice, `products/${product}`, [
      { name: 'back.png', content: await png(31, 31, '#00ff00') },
    ]);
    expect(await imageOf(alice, product)).toBe(front);

    const list = await alice.get(`/api/v2/products?order_by=id&where={"name":{"like":"Camera"}}`);
    expect(list.json<{ rows: Product[] }>().rows.map((row) => [row.id, row.image_file_id])).toEqual([
      [product, front],
      [bare, null],
    ]);
    expect(await searchImages(alice, 'camera')).toEqual([
      [bare, null],
      [product, front],
    ]);

    const links = await alice.get(`/api/files?entity=products&entity_id=${product}&order_by=id`);
    const frontLink = links
      .json<{ rows: { id: number; links: { id: number }[] }[] }>()
      .rows.find((row) => row.id === front)!.links[0]!.id;
    expect((await alice.delete(`/api/file-links/${frontLink}`)).statusCode).toBe(200);
    expect(await imageOf(alice, product)).toBe(back);
  });

  it('never comes from another team: the same bytes on bob’s product are bob’s file', async () => {
    const content = await png(40, 40, '#123456');
    const mine = await make(alice, 'products', { name: 'Shared photo A' });
    const his = await make(bob, 'products', { name: 'Shared photo B' });
    const [aliceFile] = await uploaded(alice, `products/${mine}`, [{ name: 'a.png', content }]);
    const [bobFile] = await uploaded(bob, `products/${his}`, [{ name: 'b.png', content }]);
    expect(bobFile).not.toBe(aliceFile);
    expect(await imageOf(bob, his)).toBe(bobFile);
    expect(await searchImages(bob, 'Shared photo')).toEqual([[his, bobFile]]);
  });
});
