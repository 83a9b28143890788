const NAME_MAX = 255;
const FALLBACK_NAME = 'file';

/** Browsers send `"`, CR and LF in a form's file name as %22, %0D and %0A (HTML's multipart encoding). */
const BROWSER_ESCAPES: Record<string, string> = { '%22': '"', '%0D': '\r', '%0A': '\n' };

/**
 * Characters a kept name loses. \p{Cc}: C0 and C1 controls (a newline would split a header); \p{Cs}: lone
 * surrogates, which a header cannot carry either; \p{Cf}: invisible format characters, among them the
 * bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) that show "rtl-\u202Egnp.exe" as
 * "rtl-exe.png", and zero-width ones (U+200B–U+200D, U+2060, U+FEFF); \p{Zl}, \p{Zp}: line and paragraph
 * separators.
 */
const UNSEEN = /[\p{Cc}\p{Cs}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The name an uploaded file is kept under (files, import jobs): the last part of whatever path the client
 * sent, without controls or invisible characters, at most 255 characters; nothing left → `fallback`.
 * Keeping it again changes nothing, so the database columns apply it to whatever is written.
 */
export function sanitiseFileName(raw: string | null | undefined, fallback = FALLBACK_NAME): string {
  const unescaped = (raw ?? '').replace(/%(22|0D|0A)/gi, (escape) => BROWSER_ESCAPES[escape.toUpperCase()]!);
  const lastPart = unescaped.split(/[/\\]/).pop() ?? '';
  const cleaned = lastPart.replace(UNSEEN, '').normalize('NFC').trim();
  const name = [...cleaned].slice(0, NAME_MAX).join('');
  return name === '' || name === '.' || name === '..' ? fallback : name;
}
