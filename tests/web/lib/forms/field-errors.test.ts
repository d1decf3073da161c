import { describe, expect, it } from 'vitest';
import { withoutFields } from '../../../../contract/forms/field-errors';

describe('withoutFields', () => {
  const errors = { departmentCode: 'Elige el departamento.', municipalityCode: 'Elige la ciudad.', notes: 'No.' };

  it('drops the messages of the edited fields and keeps the others', () => {
    expect(withoutFields(errors, ['departmentCode', 'municipalityCode'])).toEqual({ notes: 'No.' });
    expect(withoutFields(errors, ['notes'])).toEqual({
      departmentCode: 'Elige el departamento.',
      municipalityCode: 'Elige la ciudad.',
    });
  });

  it('gives the same errors back when no edited field had a message, even one named like an object member', () => {
    expect(withoutFields(errors, ['line1'])).toBe(errors);
    expect(withoutFields(errors, ['constructor', 'toString'])).toBe(errors);
    expect(withoutFields({}, [])).toEqual({});
  });
});
