import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { FileKind } from '@flipstack/contract';

/** Raster images sharp reads: these get a thumbnail. */
const THUMBNAIL_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);
/** Images every browser shows (not TIFF, nor a phone's HEIC): kind 'image', served inline, shown in the lightbox. */
const BROWSER_IMAGES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/bmp']);
const TEXT_SAMPLE_BYTES = 64 * 1024;

export type DetectedType = { type: string; kind: FileKind; canThumbnail: boolean };

/**
 * The type read from the bytes, never from the client. Text formats carry no magic number, so text
 * (HTML and SVG included) is stored as text/plain: it is shown as text, never run as a page or an image.
 */
export async function detectFileType(filePath: string): Promise<DetectedType> {
  const found = await fileTypeFromFile(filePath);
  const type = found?.mime ?? ((await looksLikeText(filePath)) ? 'text/plain' : 'application/octet-stream');
  const kind: FileKind = BROWSER_IMAGES.has(type) ? 'image' : type === 'application/pdf' ? 'pdf' : 'other';
  return { type, kind, canThumbnail: THUMBNAIL_TYPES.has(type) };
}

/** UTF-8 without NUL in the first 64 KB (a character cut at the sample's end still counts as text). */
async function looksLikeText(filePath: string): Promise<boolean> {
  const handle = await open(filePath);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(TEXT_SAMPLE_BYTES), 0, TEXT_SAMPLE_BYTES, 0);
    const sample = buffer.subarray(0, bytesRead);
    if (sample.includes(0)) return false;
    const decoded = new TextDecoder('utf-8', { fatal: false }).decode(sample);
    const replaced = decoded.split('\uFFFD').length - 1;
    return replaced <= (bytesRead === TEXT_SAMPLE_BYTES ? 1 : 0);
  } finally {
    await handle.close();
  }
}
