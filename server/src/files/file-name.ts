const NAME_MAX = 255;
const FALLBACK_NAME = 'file';

/** Browsers send `"`, CR and LF in a form's file name as %22, %0D and %0A (HTML's multipart encoding). */
const BROWSER_ESCAPES: Record<string, string> = { '%22': '"', '%0D': '\r', '%0A': '\n' };

/**
 * The name a file is kept under: the last part of whatever path the client sent, without control
 * characters (newlines would split a header), at most 255 characters; nothing left → 'file'.
 */
export function sanitiseFileName(raw: string | undefined): string {
  const unescaped = (raw ?? '').replace(/%(22|0D|0A)/gi, (escape) => BROWSER_ESCAPES[escape.toUpperCase()]!);
  const lastPart = unescaped.split(/[/\\]/).pop() ?? '';
  // \p{Cc}: C0 and C1 controls; \p{Cs}: lone surrogates, which a header cannot carry either.
  const cleaned = lastPart
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .normalize('NFC')
    .trim();
  const name = [...cleaned].slice(0, NAME_MAX).join('');
  return name === '' || name === '.' || name === '..' ? FALLBACK_NAME : name;
}

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
