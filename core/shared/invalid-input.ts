/** Wrong or missing input: `fields` names each wrong field with a Spanish message. */
export type InvalidInput = {
  readonly kind: 'invalid-input';
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
};
/** An input error naming its fields; the summary message is the first field's. */
export const invalidInput = (fields: Readonly<Record<string, string>>): InvalidInput => ({
  kind: 'invalid-input',
  message: Object.values(fields)[0] ?? 'Revisa los datos del formulario.',
  fields,
});
