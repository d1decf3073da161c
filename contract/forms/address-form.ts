import { text } from './text';
import { z } from 'zod/mini';
import { parseAddressInput } from '../../core/customers/address-input';

// Its own module: the DANE list behind parseAddressInput is only downloaded by the pages that edit addresses.

export const addressForm = z
  .object({
    label: text('Ponle un nombre a la dirección (por ejemplo: Casa u Oficina).', 40),
    recipient: text('Escribe el nombre de quien recibe.', 60),
    line1: text('Escribe la dirección.', 120),
    line2: z.optional(text('El complemento de la dirección no es válido.', 120)),
    departmentCode: text('Elige el departamento de entrega.', 2),
    municipalityCode: text('Elige una ciudad o municipio del departamento seleccionado.', 5),
    phone: text('Escribe un celular de contacto.', 20),
    notes: z.optional(text('Las indicaciones no son válidas.', 200)),
    isDefault: z.optional(z.boolean({ error: 'Elige si es tu dirección principal.' })),
  })
  .check(
    z.superRefine((form, ctx) => {
      const result = parseAddressInput(addressInputOf(form));
      if (result.ok) return;
      for (const [path, message] of Object.entries(result.error.fields))
        ctx.addIssue({ code: 'custom', path: [path], message, input: form });
    }),
  );

/** An address form's values with the optional fields filled in (empty texts, not the default). */
export const addressInputOf = (form: z.infer<typeof addressForm>) => ({
  ...form,
  line2: form.line2 ?? '',
  notes: form.notes ?? '',
  isDefault: form.isDefault ?? false,
});
