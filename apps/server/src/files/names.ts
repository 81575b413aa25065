import { MAX_FILE_NAME_LENGTH } from './limits';
import { EXTENSION, type SniffedType } from './sniff';

// C0 and C1 controls, and the bidirectional marks that make "gnp.exe" look like "exe.png".
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const KNOWN_EXTENSIONS: Record<SniffedType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/**
 * The name a file is stored and sent back with: the last path segment of what the client sent, without
 * invisible characters, spaces or dots at either end, at most 80 characters (MAX_FILE_NAME_LENGTH). Its extension always matches the
 * bytes, so a polyglot called `page.html` cannot be saved and reopened as HTML.
 */
export function sanitizeFileName(raw: string, type: SniffedType): string {
  const name = baseFileName(raw);
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  const full = KNOWN_EXTENSIONS[type].includes(extension) ? name : `${name}.${EXTENSION[type]}`;

  // Counted in code points, as PostgreSQL counts varchar, so a cut never splits a surrogate pair.
  const chars = Array.from(full);
  if (chars.length <= MAX_FILE_NAME_LENGTH) return full;
  const suffix = full.slice(full.lastIndexOf('.'));
  return chars.slice(0, MAX_FILE_NAME_LENGTH - suffix.length).join('').trimEnd() + suffix;
}

/**
 * The last path segment of a client's file name, without invisible characters, spaces or dots at either end
 * ('file' when nothing is left): a name to show, for files whose type has no extension of its own to enforce.
 */
export function baseFileName(raw: string): string {
  const cleaned = raw.normalize('NFC').replace(/\s+/g, ' ').replace(INVISIBLE, '');
  return (cleaned.split(/[/\\]/).pop() ?? '').replace(/^[ .]+|[ .]+$/g, '') || 'file';
}

/** Latin letters without their accents (`Größe` -> `Grosse`), for the places that take only ASCII. */
const foldToAscii = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss');

const slug = (text: string) =>
  foldToAscii(text)
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The cosmetic last segment of a file's address: ASCII letters, digits, `-`, `_` and the extension, at most
 * MAX_FILE_NAME_LENGTH long (folding can make a name longer, `ß` -> `ss`; names stored earlier were longer).
 */
export function urlSafeName(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? slug(name.slice(dot + 1)).slice(0, 10) : '';
  const room = MAX_FILE_NAME_LENGTH - (extension ? extension.length + 1 : 0);
  const stem = slug(dot > 0 ? name.slice(0, dot) : name).slice(0, room).replace(/-+$/, '') || 'file';
  return extension ? `${stem}.${extension}` : stem;
}

// RFC 5987 attr-char leaves out these four, which encodeURIComponent keeps.
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Shown in the browser (`inline`) or saved (`attachment`), with the stored name: a plain ASCII `filename` for
 * old clients and, when the name needs more, `filename*` in UTF-8 (RFC 6266 / RFC 5987).
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = foldToAscii(name).replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const header = `${type}; filename="${fallback}"`;
  return fallback === name ? header : `${header}; filename*=UTF-8''${encodeExtValue(name)}`;
}
