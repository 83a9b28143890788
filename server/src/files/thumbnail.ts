import { THUMBNAIL_MAX_PX } from '@flipstack/contract';

export type Thumbnail = { width: number; height: number };

/**
 * A WebP of at most 320 px a side, turned upright by its EXIF orientation, without the original's
 * metadata (sharp keeps none unless asked: no GPS position leaves with a thumbnail). Also answers the
 * original's upright size. Undefined when the bytes are no image sharp can read.
 */
export async function makeThumbnail(sourcePath: string, targetPath: string): Promise<Thumbnail | undefined> {
  try {
    // Loaded with the first picture: an instance that never makes one does not hold the image library.
    const { default: sharp } = await import('sharp');
    const { width, height, orientation } = await sharp(sourcePath).metadata();
    await sharp(sourcePath, { animated: false })
      .rotate()
      .resize(THUMBNAIL_MAX_PX, THUMBNAIL_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(targetPath);
    if (!width || !height) return undefined;
    // Orientations 5–8 turn the picture a quarter: its upright width is the stored height.
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}
