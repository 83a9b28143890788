import sharp from 'sharp';

/** A real PNG of this size (a gradient-free solid colour is enough for type and thumbnail checks). */
export const png = (width = 400, height = 200, colour = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A JPEG stored sideways with EXIF orientation 6 (turn a quarter clockwise to see it upright), as phones write them. */
export const sidewaysJpeg = (width = 400, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#2980b9' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** The smallest valid PDF a browser opens. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function storedKeys(storage: { list(): AsyncIterable<{ key: string }> }): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys.sort();
}
