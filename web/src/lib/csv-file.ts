import { csvField } from '@flipstack/contract';

/** RFC 4180 with CRLF line ends and a BOM, like the server's exports. */
export const toCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

/** Hands the bytes to the browser as a file download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Hands the text to the browser as a file download. */
export const downloadCsv = (fileName: string, csv: string): void =>
  downloadBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
