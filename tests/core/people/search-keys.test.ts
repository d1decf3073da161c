import { describe, expect, it } from 'vitest';
import { personKeysOf } from '../../../core/people/search-keys';

describe("an operator's search text, read as a person's e-mail, document and phone", () => {
  it('reads a phone typed with spaces, dashes or +57 as its 10 digits', () => {
    for (const typed of ['+57 300 123 4567', '300-123-4567', '573001234567', ' 3001234567 '])
      expect(personKeysOf(typed)?.phone).toBe('3001234567');
  });

  it('reads a document without its dots and spaces, and a NIT with and without its check digit', () => {
    expect(personKeysOf('1.020.304.050')).toEqual({ email: null, documents: ['1020304050'], phone: null });
    expect(personKeysOf('900.123.456-7')?.documents).toEqual(['900123456', '900123456-7']);
    expect(personKeysOf('ab 123456')?.documents).toEqual(['AB123456']);
  });

  it('reads anything with a letter or an @ and no space as the start of an e-mail, in lower case', () => {
    expect(personKeysOf('Ana.Gomez@Correo.CO')).toMatchObject({ email: 'ana.gomez@correo.co', phone: null });
    expect(personKeysOf('ana gómez')).toMatchObject({ email: null, documents: [] });
  });

  it('refuses a text under 3 characters', () => {
    expect(personKeysOf(' ab ')).toBeNull();
  });
});
