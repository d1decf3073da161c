import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MaskedField, maskedChange } from '../../../../web/components/forms/masked-input';
import type { AccountView } from '../../../../contract/account';
import { profileForm } from '../../../../contract/forms/account-forms';
import { addressForm } from '../../../../contract/forms/address-form';
import { documentMask, PHONE_MASK, type FieldMask } from '../../../../web/lib/input-mask';
import { AddressForm } from '../../../../web/pages/account/address-form';
import { ProfileForm } from '../../../../web/pages/account/profile-form';

/** A stand-in for the <input>: its text, its caret, and whether it has the focus. */
const anInput = (value: string, caret: number, focused = true) => {
  const input = {
    value,
    selectionStart: caret as number | null,
    setSelectionRange(start: number) {
      input.selectionStart = start;
    },
    ownerDocument: { activeElement: null as unknown },
  };
  if (focused) input.ownerDocument.activeElement = input;
  return input;
};

/**
 * A masked field as a browser drives it: each key edits the text at the caret and fires the field's change handler,
 * which the component attaches as is; `received` is what the form was told, `shown` what the field shows.
 */
const aField = (mask: FieldMask) => {
  const field = { shown: '', caret: 0, received: [] as string[] };
  const fire = (value: string, caret: number, inputType: string, focused = true) => {
    const input = anInput(value, caret, focused);
    maskedChange(mask, field.shown, (text, raw) => {
      field.shown = text;
      field.received.push(raw);
    })({ target: input, nativeEvent: { inputType } });
    expect(input.value).toBe(field.shown);
    field.caret = input.selectionStart ?? field.shown.length;
  };
  const type = (keys: string) => {
    for (const key of keys)
      fire(field.shown.slice(0, field.caret) + key + field.shown.slice(field.caret), field.caret + 1, 'insertText');
  };
  const backspace = () =>
    fire(
      field.shown.slice(0, field.caret - 1) + field.shown.slice(field.caret),
      field.caret - 1,
      'deleteContentBackward',
    );
  const moveTo = (caret: number) => {
    field.caret = caret;
  };
  const autofill = (text: string) => fire(text, text.length, 'insertReplacementText', false);
  return Object.assign(field, { type, backspace, moveTo, autofill });
};

describe('typing into a masked field', () => {
  it('shows the phone as 300 123 4567 while the form receives its 10 digits', () => {
    const phone = aField(PHONE_MASK);
    phone.type('3001');
    expect(phone.shown).toBe('300 1');
    expect(phone.caret).toBe(5);
    phone.type('23x4567');
    expect(phone.shown).toBe('300 123 4567');
    expect(phone.caret).toBe(12);
    expect(phone.received).toEqual([
      '3',
      '30',
      '300',
      '3001',
      '30012',
      '300123',
      '300123',
      '3001234',
      '30012345',
      '300123456',
      '3001234567',
    ]);
    phone.type('8');
    expect(phone.received.at(-1)).toBe('3001234567');
  });

  it('Backspace right after a space deletes the digit before it', () => {
    const phone = aField(PHONE_MASK);
    phone.type('3001234');
    phone.moveTo(4);
    phone.backspace();
    expect(phone.shown).toBe('301 234');
    expect(phone.caret).toBe(2);
    expect(phone.received.at(-1)).toBe('301234');
  });

  it('takes an autofilled "+57 300 123 4567" without moving the caret of a field that is not focused', () => {
    const phone = aField(PHONE_MASK);
    phone.autofill('+57 300 123 4567');
    expect(phone.shown).toBe('+57 300 123 4567');
    expect(phone.caret).toBe(16);
    expect(phone.received).toEqual(['3001234567']);
  });

  it('puts the NIT dash before the last digit and gives the form the number with it', () => {
    const nit = aField(documentMask('NIT'));
    nit.type('900.123.456-8');
    expect(nit.shown).toBe('900123456-8');
    expect(nit.received.at(-1)).toBe('900123456-8');
  });

  it('leaves the text alone while a keyboard composes it, and masks it when the composition ends', () => {
    const passport = { shown: '', received: [] as string[] };
    // The component attaches the same handler to onChangeCapture and onCompositionEndCapture.
    const onEdit = () =>
      maskedChange(documentMask('PP'), passport.shown, (text, raw) => {
        passport.shown = text;
        passport.received.push(raw);
      });
    const input = anInput('ab1', 3);
    onEdit()({ target: input, nativeEvent: { isComposing: true, inputType: 'insertCompositionText' } });
    expect([input.value, passport.shown, passport.received.at(-1)]).toEqual(['ab1', 'ab1', 'AB1']);
    onEdit()({ target: input, nativeEvent: {} });
    expect([input.value, passport.shown, passport.received.at(-1)]).toEqual(['AB1', 'AB1', 'AB1']);
  });
});

describe('MaskedField as the server renders it', () => {
  const render = (mask: FieldMask, value: string, extra: { type?: 'tel' } = {}) =>
    renderToString(
      <MaskedField
        name="campo"
        label="Campo"
        mask={mask}
        autoComplete="tel-national"
        value={value}
        onChange={() => undefined}
        {...extra}
      />,
    );

  it("is a plain, labelled input holding the masked text, with the mask's keyboard", () => {
    const input = /<input[^>]*>/.exec(render(PHONE_MASK, '3001234567', { type: 'tel' }))![0];
    expect(input).toContain('value="300 123 4567"');
    expect(input).toContain('type="tel"');
    expect(input).toContain('inputMode="tel"');
    expect(input).toContain('autoComplete="tel-national"');
    expect(input).toContain('name="campo"');
    expect(input).toContain('id="campo-campo"');
    expect(render(documentMask('CC'), '1020304050')).toContain('inputMode="numeric"');
    expect(render(documentMask('NIT'), '900123456-8')).toMatch(/inputMode="numeric"[^>]*value="900123456-8"/);
  });

  it("the masked text it shows is what the server's parsers accept when sent without JavaScript", () => {
    expect(
      profileForm.safeParse({ phone: '300 123 4567', documentType: 'NIT', documentNumber: '900123456-8' }).success,
    ).toBe(true);
    expect(
      profileForm.safeParse({ phone: '+57 300 123 4567', documentType: 'PP', documentNumber: 'AB123456' }).success,
    ).toBe(true);
    const address = {
      label: 'Casa',
      recipient: 'Ana Rodríguez',
      line1: 'Calle 45 # 12-34',
      departmentCode: '11',
      municipalityCode: '11001',
      phone: '310 987 6543',
    };
    expect(addressForm.safeParse(address).success).toBe(true);
  });
});

describe('the account forms use the masks', () => {
  const account: AccountView = {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    name: 'Ana Rodríguez',
    email: 'ana@example.co',
    documentType: 'NIT',
    documentNumber: '900123456-8',
    phone: '3001234567',
    marketingConsent: false,
    referralCode: 'ANA123',
    addresses: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    emailVerified: false,
  };

  it('the profile shows the saved phone and NIT masked', () => {
    const html = renderToString(<ProfileForm account={account} />);
    expect(html).toMatch(/<input[^>]*name="phone"[^>]*>/);
    expect(/<input[^>]*name="phone"[^>]*>/.exec(html)![0]).toMatch(/inputMode="tel".*value="300 123 4567"/);
    expect(/<input[^>]*name="documentNumber"[^>]*>/.exec(html)![0]).toMatch(/inputMode="numeric".*value="900123456-8"/);
  });

  it("an address shows its recipient's phone masked", () => {
    const editing = {
      id: 'dir-1',
      label: 'Casa',
      recipient: 'Ana Rodríguez',
      line1: 'Calle 45 # 12-34',
      line2: '',
      departmentCode: '11',
      municipalityCode: '11001',
      phone: '3109876543',
      notes: '',
      isDefault: true,
      departmentName: 'Bogotá, D. C.',
      municipalityName: 'Bogotá, D. C.',
    };
    const input = /<input[^>]*name="phone"[^>]*>/.exec(
      renderToString(<AddressForm editing={editing} onDone={() => undefined} />),
    )![0];
    expect(input).toMatch(/type="tel".*inputMode="tel".*value="310 987 6543"/);
  });
});
