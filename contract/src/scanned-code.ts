// Without zod: the scan button is in every page's header, and nothing else of the contract is needed there.

/** What a scanned code names: a /inventory/{id} link (a label's QR code) or a tag or serial number. */
export type ScannedCode = { kind: 'item'; id: number } | { kind: 'code'; code: string };

const ITEM_PATH = /^\/inventory\/(\d{1,10})\/?$/;

export function readScannedCode(text: string): ScannedCode | null {
  const code = text.trim();
  if (!code) return null;
  if (/^https?:\/\//i.test(code)) {
    try {
      const match = ITEM_PATH.exec(new URL(code).pathname);
      const id = match ? Number(match[1]) : NaN;
      if (Number.isSafeInteger(id) && id >= 1 && id <= 2147483647) return { kind: 'item', id };
    } catch {
      // not a URL after all: read it as a code
    }
  }
  return { kind: 'code', code };
}
