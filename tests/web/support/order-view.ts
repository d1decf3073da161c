import type { OrderView } from '../../../web/lib/checkout-api';

/** An order as the API shows it: a guest's cash-on-delivery order to Medellín, unless told otherwise. */
export const anOrderView = (over: Partial<OrderView> = {}): OrderView => ({
  number: 'FO-2026-000042',
  state: 'confirmed',
  stateLabel: 'confirmado para pago contraentrega',
  placedAt: '2026-11-20T14:05:00.000Z',
  placedAtText: '20 de noviembre de 2026, 9:05 a. m.',
  expiresAt: null,
  expiresAtText: null,
  buyer: {
    name: 'Laura Gómez', email: 'laura@correo.co', documentType: 'CC', documentNumber: '1020304050', phone: '3001234567',
    line1: 'Calle 10 # 43-20', line2: 'Apto 501', departmentCode: '05', municipalityCode: '05001', notes: 'Portería', consent: true,
    municipalityName: 'Medellín', departmentName: 'Antioquia',
  },
  shipping: { method: 'standard', label: 'Envío estándar', charged: 15_800, estimate: 'Llega entre el martes 24 y el viernes 27 de noviembre', tracking: null },
  paymentMethod: 'cash-on-delivery',
  paymentMethodLabel: 'Pago contraentrega',
  lines: [{
    sku: 'P02-2LB-CHOC', productSlug: 'whey', category: 'proteinas', name: 'Whey Gold', brand: 'ON', size: '2 lb', flavour: 'Chocolate',
    quantity: 2, unitPrice: 151_000, compareAt: null, lineTotal: 302_000, iva: 48_218,
    image: { url: '/img/productos/whey-gold.webp', alt: 'Whey Gold, 2 lb', width: 800, height: 800 },
  }],
  totals: { subtotal: 302_000, giftCredit: 0, shipping: 15_800, codSurcharge: 15_890, total: 333_690, tax: 48_218, taxBase: 253_782, savings: 0 },
  payments: [{ id: 'p1', method: 'cash-on-delivery', methodLabel: 'Pago contraentrega', state: 'pending', stateLabel: 'pendiente', amount: 333_690 }],
  payable: false,
  link: '/pedido/FO-2026-000042/?firma=abcdefghijklmnopqrstuv',
  ...over,
});

/** The same order paid online with the sandbox card, still waiting for its payment. */
export const aPendingCardOrder = (over: Partial<OrderView> = {}): OrderView =>
  anOrderView({
    state: 'pending_payment',
    stateLabel: 'pendiente de pago',
    expiresAt: '2026-11-20T15:05:00.000Z',
    expiresAtText: '20 de noviembre de 2026, 10:05 a. m.',
    paymentMethod: 'sandbox-card',
    paymentMethodLabel: 'Tarjeta de prueba (modo sandbox)',
    totals: { subtotal: 302_000, giftCredit: 0, shipping: 15_800, codSurcharge: 0, total: 317_800, tax: 48_218, taxBase: 253_782, savings: 0 },
    payments: [{ id: 'p1', method: 'sandbox-card', methodLabel: 'Tarjeta de prueba (modo sandbox)', state: 'created', stateLabel: 'creado', amount: 317_800 }],
    payable: true,
    ...over,
  });
