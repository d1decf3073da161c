import { DOCUMENT_TYPES, type DocumentType } from '../../core/people/documents';
import { MAX_NIT_DIGITS } from '../../core/people/nit';

/** What a masked field shows ("300 123 4567") and the value the form keeps ("3001234567"). */
export type Masked = { readonly shown: string; readonly raw: string };

type Slot = { readonly accept: (c: string) => string | null } | { readonly literal: string; readonly kept: boolean };

const LETTER = /^\p{L}$/u;
const DIGIT = /^[0-9]$/;
const isLetter = (c: string) => LETTER.test(c);
const isDigit = (c: string) => DIGIT.test(c);

// Only a one-letter result that stays put when cased again: "ß" → "SS" would make the field grow and shift.
const cased = (c: string, to: (s: string) => string): string => {
  const t = to(c);
  return [...t].length === 1 && isLetter(t) && to(t) === t ? t : c;
};

const TOKENS: Readonly<Record<string, (c: string) => string | null>> = {
  '#': (c) => (isDigit(c) ? c : null),
  'X': (c) => (isLetter(c) || isDigit(c) ? c : null),
  'S': (c) => (isLetter(c) ? c : null),
  'A': (c) => (isLetter(c) ? cased(c, (s) => s.toUpperCase()) : null),
  'a': (c) => (isLetter(c) ? cased(c, (s) => s.toLowerCase()) : null),
};

const slotsOf = (pattern: string): Slot[] => {
  const slots: Slot[] = [];
  const chars = [...pattern];
  for (let k = 0; k < chars.length; k++) {
    const c = chars[k];
    if (c === '\\' && k + 1 < chars.length) slots.push({ literal: chars[++k], kept: true });
    else slots.push(c in TOKENS ? { accept: TOKENS[c] } : { literal: c, kept: false });
  }
  return slots;
};

/**
 * Fits typed text to a pattern: `#` digit, `X` letter or digit, `S` letter, `A` letter in upper case, `a` letter in
 * lower case; any other character is a literal the mask inserts (and `\-` a literal also kept in the raw value).
 */
export const applyMask = (pattern: string, typed: string): Masked => {
  const slots = slotsOf(pattern);
  const chars = [...typed];
  let shown = '';
  let raw = '';
  // Literals wait for the next accepted character, so "300" never shows a dangling "300 ".
  let pendingShown = '';
  let pendingRaw = '';
  const emit = (c: string, kept: boolean) => {
    shown += pendingShown + c;
    raw += pendingRaw + (kept ? c : '');
    pendingShown = pendingRaw = '';
  };
  let i = 0;
  let j = 0;
  while (j < slots.length && i < chars.length) {
    const slot = slots[j];
    if ('literal' in slot) {
      if (chars[i] === slot.literal) {
        i++;
        emit(slot.literal, slot.kept);
      } else {
        pendingShown += slot.literal;
        if (slot.kept) pendingRaw += slot.literal;
      }
      j++;
      continue;
    }
    const accepted = slot.accept(chars[i++]);
    if (accepted !== null) {
      emit(accepted, true);
      j++;
    }
  }
  // A mask that ends in literals closes once its last token is filled: "(300)".
  const rest = slots.slice(j);
  if (shown !== '' && rest.every((s) => 'literal' in s)) {
    for (const s of rest) if ('literal' in s) emit(s.literal, s.kept);
    emit('', false);
  }
  return { shown, raw };
};

/** How a store field is masked: the pattern for what was typed, the keyboard it needs, and how typing is tidied first. */
export type FieldMask = {
  readonly pattern: (typed: string) => string;
  readonly inputMode: 'numeric' | 'tel' | 'text';
  readonly prepare?: (typed: string) => string;
};

/** Masks a field's text with its store mask. */
export const maskValue = (mask: FieldMask, typed: string): Masked => {
  const text = mask.prepare ? mask.prepare(typed) : typed;
  return applyMask(mask.pattern(text), text);
};

/** An edit as the browser reports it: the text before, the text after, the caret after, and the direction of a delete. */
export type Edit = {
  readonly before: string;
  readonly value: string;
  readonly caret: number;
  readonly forward?: boolean;
};

/**
 * Masks an edited field and puts the caret after the last character the shopper touched; a delete that only removed
 * a literal (which the mask would put straight back) also removes the character beside it.
 */
export const maskEdit = (mask: FieldMask, edit: Edit): Masked & { readonly caret: number } => {
  let { value, caret } = edit;
  let result = maskValue(mask, value);
  while (
    value.length < edit.before.length &&
    result.shown === edit.before &&
    (edit.forward ? caret < value.length : caret > 0)
  ) {
    value = edit.forward
      ? value.slice(0, caret) + value.slice(caret + 1)
      : value.slice(0, caret - 1) + value.slice(caret);
    if (!edit.forward) caret -= 1;
    result = maskValue(mask, value);
  }
  const prepare = mask.prepare ?? ((t: string) => t);
  const before = applyMask(mask.pattern(prepare(value)), prepare(value.slice(0, caret))).shown;
  return { ...result, caret: Math.min(before.length, result.shown.length) };
};

const fixed = (pattern: string) => () => pattern;
const upperCase = (typed: string) => typed.toUpperCase();

/** A Colombian mobile shown "300 123 4567", raw its 10 digits, and "+57 300 123 4567" when pasted or autofilled so. */
export const PHONE_MASK: FieldMask = {
  // A country code becomes part of the mask (no mobile starts with 5), so it never spills into the number.
  pattern: (typed) =>
    typed.startsWith('+') ? '+57 ### ### ####' : typed.startsWith('5') ? '57 ### ### ####' : '### ### ####',
  inputMode: 'tel',
  // Separators would stop the country code from matching the mask's literals ("+ 57"); the mask puts its own back.
  prepare: (typed) => typed.replace(/[^\d+]/g, ''),
};

/**
 * A NIT with its check digit: the last digit typed is always the check digit, so the dash moves with it ("90-0", …,
 * "900123456-7") as in Chilean RUT fields; no base length is assumed (3 to 15 digits are valid). Raw: "900123456-7".
 */
const NIT_MASK: FieldMask = {
  pattern: (typed) => {
    const digits = Math.min(typed.replace(/[^0-9]/g, '').length, MAX_NIT_DIGITS + 1);
    return digits < 2 ? '#' : `${'#'.repeat(digits - 1)}\\-#`;
  },
  inputMode: 'numeric',
};

/** Each document type's mask, as long as the longest number core/people/documents.ts accepts for it. */
export const DOCUMENT_MASKS: Readonly<Record<DocumentType, FieldMask>> = {
  CC: { pattern: fixed('#'.repeat(10)), inputMode: 'numeric' },
  CE: { pattern: fixed('#'.repeat(10)), inputMode: 'numeric' },
  NIT: NIT_MASK,
  TI: { pattern: fixed('#'.repeat(11)), inputMode: 'numeric' },
  PP: { pattern: fixed('X'.repeat(12)), inputMode: 'text', prepare: upperCase },
  PPT: { pattern: fixed('#'.repeat(10)), inputMode: 'numeric' },
};

// Before a type is chosen: letters and digits, long enough for any type, so nothing typed early is lost.
const ANY_DOCUMENT_MASK: FieldMask = {
  pattern: fixed('X'.repeat(MAX_NIT_DIGITS + 1)),
  inputMode: 'text',
  prepare: upperCase,
};

/** The mask of a document type, or a letters-and-digits one while no type is chosen. */
export const documentMask = (type: string): FieldMask =>
  (DOCUMENT_TYPES as readonly string[]).includes(type) ? DOCUMENT_MASKS[type as DocumentType] : ANY_DOCUMENT_MASK;
