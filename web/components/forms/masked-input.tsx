import { useState, type ComponentProps } from 'react';
import { maskEdit, maskValue, type FieldMask } from '../../lib/input-mask';
import { TextField } from './fields';

/** The part of an input the mask reads and rewrites: an HTMLInputElement in the browser. */
export type MaskTarget = {
  value: string;
  readonly selectionStart: number | null;
  setSelectionRange(start: number, end: number): void;
  readonly ownerDocument: { readonly activeElement: unknown };
};

type MaskEvent = { readonly target: unknown; readonly nativeEvent: unknown };

const isTarget = (t: unknown): t is MaskTarget =>
  typeof t === 'object' && t !== null && 'selectionStart' in t && 'setSelectionRange' in t;

/**
 * The field's change handler: rewrites the input's text in place (masked, caret kept after what was typed) before
 * React reads it, then reports the shown text and the raw value.
 */
export const maskedChange =
  (mask: FieldMask, shown: string, report: (shown: string, raw: string) => void) =>
  (e: MaskEvent): void => {
    const input = e.target;
    if (!isTarget(input)) return;
    const native = e.nativeEvent as { readonly isComposing?: boolean; readonly inputType?: string };
    // Rewriting the text under an IME composition (Android keyboards) duplicates letters: mask once it ends.
    if (native.isComposing) {
      report(input.value, maskValue(mask, input.value).raw);
      return;
    }
    const caret = input.selectionStart ?? input.value.length;
    const edit = maskEdit(mask, {
      before: shown,
      value: input.value,
      caret,
      forward: native.inputType === 'deleteContentForward',
    });
    input.value = edit.shown;
    // Autofill changes fields that are not focused; moving their selection could pull the keyboard there.
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
    report(edit.shown, edit.raw);
  };

type Props = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'inputMode' | 'type' | 'maxLength'> & {
  /** The store mask: PHONE_MASK, or documentMask(type). */
  readonly mask: FieldMask;
  /** The raw value the form keeps ("3001234567"); the field shows it masked ("300 123 4567"). */
  readonly value: string;
  readonly onChange: (raw: string) => void;
  readonly type?: 'text' | 'tel';
};

/**
 * A labelled text field with an input mask: shows "300 123 4567", gives the form "3001234567". Rendered on the server
 * it is a plain input holding the masked text, which the server's parsers also accept.
 */
export function MaskedField({ mask, value, onChange, type = 'text', ...field }: Props) {
  const [typed, setTyped] = useState('');
  // The shopper's own text while it still means the form's value; anything else (a saved value, a reset) is masked.
  const shown = maskValue(mask, typed).raw === value ? typed : maskValue(mask, value).shown;
  const onEdit = maskedChange(mask, shown, (text, raw) => {
    setTyped(text);
    onChange(raw);
  });
  return (
    <div onChangeCapture={onEdit} onCompositionEndCapture={onEdit}>
      {/* The capture handlers above have already masked the text and told the form. */}
      <TextField {...field} type={type} inputMode={mask.inputMode} value={shown} onChange={() => undefined} />
    </div>
  );
}
