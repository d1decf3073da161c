import { describe, expect, it } from 'vitest';
import { parseMobilePhone } from '../../../core/people/phone';

describe('mobile phone examples', () => {
  it.each(['3001234567', '+57 300 123 4567', '(+57) 300-123-4567', '57.300.123.4567', '(300) 123 4567'])(
    'reads %s',
    (text) => {
      expect(parseMobilePhone(text)).toEqual({ ok: true, value: '3001234567' });
    },
  );

  it.each(['6011234567', '300123456', '+1 300 123 4567', '300 ABC 4567', '+573001234567x', '', '++573001234567'])(
    'refuses %s',
    (text) => {
      expect(parseMobilePhone(text)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-phone', message: expect.stringContaining('celular') },
      });
    },
  );
});
