/** Fields of an island the shopper changed before it came alive, found from the page itself (no framework): what
 * hydration tells the live island again, and what wakes an island at load when it was changed before the page's code
 * ran. */
export type Changed =
  | { readonly field: HTMLInputElement | HTMLTextAreaElement; readonly value: string }
  | { readonly box: HTMLInputElement; readonly checked: boolean }
  | { readonly list: HTMLSelectElement; readonly value: string };

const ticks = (field: HTMLInputElement | HTMLTextAreaElement): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether a list shows another choice than the one the server drew (its last `selected` option, else its first). */
const chosenAnew = (list: HTMLSelectElement): boolean => {
  const drawn = [...list.options].filter((option) => option.defaultSelected).pop() ?? list.options[0];
  return !list.multiple && list.value !== (drawn?.value ?? '');
};

/** What the shopper typed, ticked or chose in an island's fields before it came alive (a field that is not as the
 * server drew it) — also before the page's code could hold anything (a choice made while the page still loads). */
export const changedFields = (box: HTMLElement): Changed[] =>
  [
    ...box.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select'),
  ].flatMap((field): Changed[] => {
    if (field instanceof HTMLSelectElement) return chosenAnew(field) ? [{ list: field, value: field.value }] : [];
    if (ticks(field)) return field.checked === field.defaultChecked ? [] : [{ box: field, checked: field.checked }];
    return field.value === field.defaultValue ? [] : [{ field, value: field.value }];
  });
