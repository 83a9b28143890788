import { sanitiseFileName } from '@flipstack/contract';

/** RFC 5987 percent-encoding: encodeURIComponent leaves ' ( ) * unencoded, which the attribute grammar forbids. */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A plain-ASCII stand-in for old clients: accents dropped, anything else non-ASCII, quotes and backslashes as '_'. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/gu, '_');
}

/** `Content-Disposition` with the stored name: a quoted ASCII `filename` and, when it differs, UTF-8 `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const safe = sanitiseFileName(name);
  const fallback = asciiFallback(safe);
  const header = `${kind}; filename="${fallback}"`;
  return fallback === safe ? header : `${header}; filename*=UTF-8''${encodeRfc5987(safe)}`;
}
