import bwipjs from 'bwip-js/node';

/**
 * Barcodes as PNG images with whole pixels per module: embedded without interpolation, they print
 * sharp at any printer resolution. The quiet zones are part of the image.
 */
export function code128Png(text: string): Promise<Uint8Array> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 8,
    paddingwidth: 10,
    paddingheight: 1,
    backgroundcolor: 'FFFFFF',
  });
}

export function qrPng(text: string): Promise<Uint8Array> {
  return bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 4, padding: 4, backgroundcolor: 'FFFFFF' });
}
