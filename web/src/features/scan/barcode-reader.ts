import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Reads Code 128, QR and the common retail codes from a video frame. Loaded only when a scan starts
 * (its own chunk, with the decoder's WebAssembly served by the app itself, never a CDN): the browser's
 * BarcodeDetector where it exists (Chrome on Android and macOS), ZXing compiled to WebAssembly elsewhere.
 */
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorInstance = { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
};

const DETECTOR_FORMATS = ['code_128', 'qr_code', 'ean_13', 'upc_a', 'code_39'];
const ZXING_FORMATS = ['Code128', 'QRCode', 'EAN13', 'UPCA', 'Code39'] as const;

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
});

export type FrameReader = (frame: HTMLCanvasElement) => Promise<string | null>;

export async function createFrameReader(): Promise<FrameReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const supported = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  if (Detector && supported.includes('code_128') && supported.includes('qr_code')) {
    const detector = new Detector({ formats: DETECTOR_FORMATS.filter((format) => supported.includes(format)) });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  }
  return async (frame) => {
    const image = frame.getContext('2d', { willReadFrequently: true })!.getImageData(0, 0, frame.width, frame.height);
    const [found] = await readBarcodes(image, { formats: [...ZXING_FORMATS], tryHarder: true, maxNumberOfSymbols: 1 });
    return found?.text ?? null;
  };
}
