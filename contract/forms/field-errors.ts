/** A form's errors: the Spanish message of each wrong field, by field name. */
export type FieldErrors = Readonly<Record<string, string>>;

/** A zod (or zod/mini) issue: where it is and what the shopper reads. */
export type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The first message of each wrong top-level field of a failed parse, and a summary (the first of them): what a form
 * shows next to its fields before sending, and what the API answers with 400 `invalid-input`. */
export const fieldErrors = (issues: readonly Issue[]): { readonly fields: FieldErrors; readonly message: string } => {
  // A Map, not a plain object: a field named by a request ("constructor", "__proto__") is only ever a key.
  const first = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : null;
    if (key !== null && !first.has(key)) first.set(key, issue.message);
  }
  const fields: Record<string, string> = Object.fromEntries(first);
  const message = Object.values(fields)[0] ?? 'La solicitud no es válida.';
  return { fields, message };
};

/** The errors left once the shopper edits `names`: a field's message goes as soon as the field changes, the others
 * stay until the form is checked again. The same object when none of them had one (React renders nothing new). */
export const withoutFields = (errors: FieldErrors, names: readonly string[]): FieldErrors =>
  names.some((name) => Object.hasOwn(errors, name))
    ? Object.fromEntries(Object.entries(errors).filter(([key]) => !names.includes(key)))
    : errors;
