import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// The decoder's WebAssembly from the package itself (by default it would be fetched from a CDN).
const require = createRequire(import.meta.url);
const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
});

export type DecodedCode = { format: string; text: string };

/**
 * Every barcode drawn on each page of a PDF, read by ZXing from the page's images: the image's own
 * pixels are taken out of the PDF, made a PNG again and decoded, as a scanner would read the print.
 */
export async function decodePdfBarcodes(pdfBytes: Uint8Array): Promise<DecodedCode[][]> {
  const pdf = await PDFDocument.load(pdfBytes);
  const pages: DecodedCode[][] = [];
  for (const page of pdf.getPages()) {
    const found: DecodedCode[] = [];
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of xObjects?.entries() ?? []) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const png = await imagePng(stream);
      for (const result of await readBarcodes(png, { formats: ['Code128', 'QRCode'], tryHarder: true })) {
        found.push({ format: result.format, text: result.text });
      }
    }
    pages.push(found);
  }
  return pages;
}

async function imagePng(stream: PDFRawStream): Promise<Uint8Array> {
  const number = (key: string) => Number(stream.dict.get(PDFName.of(key))?.toString());
  const width = number('Width');
  const height = number('Height');
  const pixels = inflateSync(stream.contents);
  const channels = pixels.length / (width * height);
  if (channels !== 1 && channels !== 3) throw new Error(`unexpected image of ${channels} channels`);
  return sharp(pixels, { raw: { width, height, channels } }).png().toBuffer();
}
