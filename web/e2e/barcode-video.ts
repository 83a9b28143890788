import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video (what Chromium's --use-file-for-fake-video-capture plays as the camera) of a Code 128
 * barcode of `text`, black bars on white, drawn from bwip-js's bar widths: a label held in front of the
 * camera. A few identical frames; Chromium loops them.
 */
export function writeCode128Video(file: string, text: string): void {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as { sbs: number[] }[];
  const widths = symbol!.sbs;
  const modules = widths.reduce((sum, width) => sum + width, 0);
  const scale = Math.floor((WIDTH * 0.8) / modules);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  let x = Math.floor((WIDTH - modules * scale) / 2);
  const [top, bottom] = [Math.floor(HEIGHT * 0.3), Math.floor(HEIGHT * 0.7)];
  widths.forEach((width, index) => {
    // Even entries are bars, odd ones spaces.
    if (index % 2 === 0)
      for (let row = top; row < bottom; row++) luma.fill(16, row * WIDTH + x, row * WIDTH + x + width * scale);
    x += width * scale;
  });
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}
