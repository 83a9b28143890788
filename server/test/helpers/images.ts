import { crc32, deflateSync } from 'node:zlib';
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
/**
 * A PNG of width × height one-bit pixels, all black, written chunk by chunk (IHDR, IDAT, IEND): a few
 * kilobytes that stand for hundreds of millions of pixels.
 */
export function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter 0, then its bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function storedKeys(storage: { list(): AsyncIterable<{ key: string }> }): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys.sort();
}
