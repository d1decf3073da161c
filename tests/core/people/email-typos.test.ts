import { describe, expect, it } from 'vitest';
import { suggestEmail } from '../../../core/people/email-typos';

describe('e-mail typo suggestions', () => {
  it.each([
    ['laura@gmial.com', 'laura@gmail.com'],
    ['laura@gmal.com', 'laura@gmail.com'],
    ['laura@gamil.com', 'laura@gmail.com'],
    ['laura@gmail.con', 'laura@gmail.com'],
    ['laura@gmail.co', 'laura@gmail.com'],
    ['laura@gmail.com.co', 'laura@gmail.com'],
    ['laura@gmial.con', 'laura@gmail.com'],
    ['  Laura.Diaz@GMIAL.COM ', 'laura.diaz@gmail.com'],
    ['pedro@hotmial.com', 'pedro@hotmail.com'],
    ['pedro@hotmal.es', 'pedro@hotmail.es'],
    ['pedro@hotmail.co', 'pedro@hotmail.com'],
    ['ana@outlok.com', 'ana@outlook.com'],
    ['ana@outlok.es', 'ana@outlook.es'],
    ['ana@yaho.com', 'ana@yahoo.com'],
    ['ana@yahoo.con', 'ana@yahoo.com'],
    ['ana@icloud.co', 'ana@icloud.com'],
    ['ana@unet.net.co', 'ana@une.net.co'],
    ['ana@etb.net.com', 'ana@etb.net.co'],
  ])('suggests %s → %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    'laura@gmail.com',
    'laura@hotmail.es',
    'laura@une.net.co',
    // .co is Colombia's own domain: a company's address there is never "corrected".
    'compras@fornido.co',
    'laura@empresa.com.co',
    'laura@unal.edu.co',
    // Real providers a keystroke away from a known one.
    'laura@ymail.com',
    'laura@mail.com',
    'laura@me.com',
    'laura@yahoo.com.co',
    // Not an address yet: nothing to suggest.
    'laura',
    '@gmial.com',
    '',
  ])('leaves %s alone', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });
});
