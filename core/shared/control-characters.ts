// Characters that act on whoever displays a text instead of being read: the C0 controls (ESC starts the terminal
// sequences that set a window's title, clear the screen or paint a line green), DEL, the C1 controls (U+009B is a
// one-character CSI for many terminals), and the bidirectional formatting characters (embeddings, overrides, isolates
// and marks) that reorder what a reader sees, as U+202E turns "gpj.exe" around. Tab and line feed are kept where a
// text may have lines.
const BIDI = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const ALL = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${BIDI}]`, 'gu');
const BUT_LINES = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f${BIDI}]`, 'gu');
const ONE = new RegExp(ALL.source, 'u');

type Lines = { readonly keepLines?: boolean };

const hex = (c: string, width: number) => (c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(width, '0');

/** Whether `text` holds any character that acts on a display (tab and line feed included). */
export const hasControlCharacters = (text: string): boolean => ONE.test(text);

/** `text` with each character that acts on a display written out as `\x1B` or `\u202E`, so a reader sees it is there
 * and nothing happens to their terminal; with `keepLines`, tabs and line feeds stay. */
export const escapeControlCharacters = (text: string, opts: Lines = {}): string =>
  text.replace(opts.keepLines ? BUT_LINES : ALL, (c) => (c <= '\u00ff' ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`));

/** `text` without the characters that act on a display; with `keepLines`, tabs and line feeds stay. */
export const removeControlCharacters = (text: string, opts: Lines = {}): string =>
  text.replace(opts.keepLines ? BUT_LINES : ALL, '');
