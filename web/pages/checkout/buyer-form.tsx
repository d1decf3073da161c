import { CHECKOUT_PATHS } from '../../../contract/page-paths';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { DocumentType } from '../../../core/people/documents';
import { DOCUMENT_HINT, DOCUMENT_OPTIONS } from '../../components/forms/document-text';
import { EmailField } from '../../components/forms/email-field';
import { CheckboxField, SelectField, TextField } from '../../components/forms/fields';
import { FormAlert, SubmitButton } from '../../components/forms/form-parts';
import { MaskedField } from '../../components/forms/masked-input';
import { AddressFields, type AddressPlace } from '../../components/forms/address-fields';
import type { AccountView } from '../../../contract/account';
import { withoutFields } from '../../../contract/forms/field-errors';
import { showFirstProblem } from '../../lib/forms/show-problem';
import { documentMask, maskValue, PHONE_MASK } from '../../lib/input-mask';
import {
  checkoutStore,
  chooseSavedAddress,
  sendBack,
  setConsent,
  updateAddress,
  updateCustomer,
  type CheckoutDraft,
} from '../../state/checkout';
import { buyerErrors } from '../../state/checkout-steps';

type Errors = Readonly<Record<string, string>>;

/**
 * The buyer's step: who buys and where the parcel goes, typed straight into the checkout draft (so a reload or going
 * back loses nothing), checked with the core's parseBuyer — the server's own Spanish messages, next to each field.
 * Fields are checked on "Continuar" only: a message appearing when a field is left would move the button away from
 * under the finger that is tapping it.
 */
export function BuyerForm({ account }: { account: AccountView | null }) {
  const { draft } = useSnapshot(checkoutStore) as { draft: CheckoutDraft };
  // Sent back by the server (the order was refused for a field of this step): the payment step hands the messages over
  // before coming here, so the form starts with them, and takes them once.
  const [errors, setErrors] = useState<Errors>(() => checkoutStore.sentBack?.fields ?? {});
  const [alert, setAlert] = useState<string | null>(() => checkoutStore.sentBack?.message ?? null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [, navigate] = useLocation();
  const { customer, address } = draft;

  useEffect(() => {
    if (!checkoutStore.sentBack) return;
    sendBack(null);
    showFirstProblem(form.current);
  }, []);

  const edited = (...fields: string[]) => setErrors((e) => withoutFields(e, fields));
  const customerField = (name: 'name' | 'email' | 'documentNumber' | 'phone') => ({
    name,
    idPrefix: 'comprador',
    value: customer[name],
    error: errors[name],
    onChange: (value: string) => {
      updateCustomer({ [name]: value });
      edited(name);
    },
  });
  // The number is re-masked for the new type, so the draft never holds what the field does not show.
  const chooseType = (type: string) => {
    updateCustomer({
      documentType: type as DocumentType | '',
      documentNumber: maskValue(documentMask(type), customer.documentNumber).raw,
    });
    edited('documentType', 'documentNumber');
  };
  const changeAddress = (patch: Partial<AddressPlace>) => {
    updateAddress(patch);
    edited(...Object.keys(patch));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setAlert(null);
    const found = buyerErrors(checkoutStore.draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showFirstProblem(form.current);
      return;
    }
    setBusy(true);
    navigate(CHECKOUT_PATHS.shipping);
  };

  const type = customer.documentType;
  return (
    <form ref={form} method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-6">
      {alert && <FormAlert tone="error">{alert}</FormAlert>}
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold">¿Quién compra?</legend>
        <TextField
          {...customerField('name')}
          label="Nombre y apellido"
          autoComplete="name"
          placeholder="Ana María Rodríguez"
          maxLength={60}
        />
        <EmailField {...customerField('email')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="documentType"
            idPrefix="comprador"
            label="Tipo de documento"
            prompt="Elige el tipo"
            options={DOCUMENT_OPTIONS}
            value={type}
            onChange={chooseType}
            error={errors.documentType}
          />
          <MaskedField
            {...customerField('documentNumber')}
            label="Número de documento"
            mask={documentMask(type)}
            autoComplete="off"
            hint={type ? DOCUMENT_HINT[type] : 'Lo necesitamos para la factura electrónica.'}
          />
        </div>
        <MaskedField
          {...customerField('phone')}
          label="Celular"
          type="tel"
          mask={PHONE_MASK}
          autoComplete="tel-national"
          placeholder="300 123 4567"
          hint="Te avisamos por aquí cuando tu pedido vaya en camino."
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold">¿A dónde lo enviamos?</legend>
        {account && account.addresses.length > 1 && (
          <SelectField
            name="direccionGuardada"
            idPrefix="comprador"
            label="Tus direcciones guardadas"
            prompt="Escribe otra dirección"
            options={account.addresses.map((a) => ({
              value: a.id,
              label: `${a.label}: ${a.line1}, ${a.municipalityName}`,
            }))}
            value={address.savedAddressId ?? ''}
            onChange={(id) => {
              const saved = account.addresses.find((a) => a.id === id);
              if (saved) chooseSavedAddress(saved);
              setErrors({});
            }}
          />
        )}
        <AddressFields idPrefix="comprador" values={address} errors={errors} onChange={changeAddress} />
      </fieldset>
      <CheckboxField
        name="consent"
        idPrefix="comprador"
        checked={draft.consent}
        onChange={(checked) => {
          setConsent(checked);
          edited('consent');
        }}
        error={errors.consent}
      >
        {'Acepto los '}
        <a
          href="/terminos-condiciones/"
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-dark underline"
        >
          términos y condiciones
        </a>
        {' y la '}
        <a
          href="/politica-privacidad/"
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-dark underline"
        >
          política de tratamiento de datos
        </a>
        <span className="sr-only"> (se abren en otra pestaña)</span>
      </CheckboxField>
      <SubmitButton busy={busy} busyText="Continuando…">
        Continuar al envío
      </SubmitButton>
    </form>
  );
}
