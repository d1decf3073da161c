import { describe, expect, it } from 'vitest';
import { errorSource, MAX_ERROR_MESSAGE, scrubMessage } from '../../../core/vitals/browser-errors';

describe('what the store keeps of a browser error', () => {
  it('keeps no email address or long number a shopper may have typed', () => {
    expect(scrubMessage('No se pudo enviar a ana.gomez@example.co (cédula 1020304050, tel 3001234567)')).toBe(
      'No se pudo enviar a [email] (cédula [number], tel [number])',
    );
    expect(scrubMessage('Error at line 12345')).toBe('Error at line 12345');
  });

  it('keeps one line, cut to the kept length, and names an empty message', () => {
    expect(scrubMessage('TypeError:\n  x is undefined')).toBe('TypeError: x is undefined');
    expect(scrubMessage('x'.repeat(1000))).toHaveLength(MAX_ERROR_MESSAGE);
    expect(scrubMessage('   ')).toBe('Error');
  });

  it('says where without the query or fragment of the script address', () => {
    expect(errorSource('https://fornido.co/assets/index-ab12.js?token=secreto#x', 3, 1405)).toBe(
      'https://fornido.co/assets/index-ab12.js:3:1405',
    );
    expect(errorSource('', 0, 0)).toBe('(inline)');
    expect(errorSource('https://fornido.co/assets/a.js', 0, 0)).toBe('https://fornido.co/assets/a.js');
  });
});
