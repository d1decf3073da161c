import type { InstrumentKind } from '../../../../core/payments/instrument';

/** How each instrument is offered: its choice's name, what it means, and its form's button when it has no fields. */
export const INSTRUMENT_TEXT: Readonly<
  Record<InstrumentKind, { readonly label: string; readonly details: string; readonly start: string }>
> = {
  'wallet-push': {
    label: 'Notificación a tu celular',
    details: 'Te llega una notificación a la app y apruebas el pago ahí.',
    start: 'Enviar notificación',
  },
  'wallet-qr': {
    label: 'Código QR',
    details: 'Escaneas un código con la app desde otro dispositivo.',
    start: 'Generar código QR',
  },
  'card': { label: 'Tarjeta', details: 'Escribes los datos de tu tarjeta.', start: 'Pagar con tarjeta' },
  'bank-transfer': { label: 'Débito bancario', details: 'Autorizas el débito en tu banco.', start: 'Ir a mi banco' },
  'cash-voucher': {
    label: 'Efectivo',
    details: 'Te damos un código para pagar en un punto de pago.',
    start: 'Generar el código de pago',
  },
  'pay-later': {
    label: 'Paga después',
    details: 'Solicitas el crédito en la página del proveedor.',
    start: 'Continuar',
  },
  'hosted-checkout': {
    label: 'Página del medio de pago',
    details: 'Pagas en la página segura del proveedor.',
    start: 'Continuar',
  },
};

/** Whether the order's page has a form for an instrument: every kind has one now (a bank transfer asks the store for
 * the banks, a cash voucher offers the method's networks); the switch makes a new kind be decided here. */
export const takesHere = (kind: InstrumentKind): boolean => {
  switch (kind) {
    case 'wallet-push':
    case 'wallet-qr':
    case 'card':
    case 'bank-transfer':
    case 'cash-voucher':
    case 'pay-later':
    case 'hosted-checkout':
      return true;
    default:
      return kind satisfies never;
  }
};
