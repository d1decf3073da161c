import type { PaymentRequest } from '../../core/payments/ports';
import { pesos } from '../../core/shared/money';

/** What a gateway is told about one attempt: a $ 142.800 order (a $ 129.900 protein and $ 12.900 of shipping) with its
 * IVA split, a buyer, the address and the way back. */
export const aPaymentRequest = (over: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderNumber: 'FO-2026-000123',
  attemptId: 'intento-1',
  requestId: null,
  amount: pesos(142_800),
  tax: pesos(20_733),
  taxBase: pesos(109_167),
  description: 'Pedido FO-2026-000123 en Fornido',
  buyer: {
    name: 'Camila Rojas',
    email: 'camila@correo.co',
    documentType: 'CC',
    documentNumber: '1020304050',
    phone: '3001234567',
  },
  items: [
    {
      sku: 'WHEY-2LB-CHOC',
      name: 'Whey Protein 2 lb Chocolate',
      quantity: 1,
      unitPrice: pesos(129_900),
      iva: pesos(20_740),
    },
  ],
  shipping: pesos(12_900),
  giftCredit: pesos(0),
  address: { line1: 'Calle 10 # 43-20', line2: 'Apto 501', municipality: 'Medellín', department: 'Antioquia' },
  returnUrl: 'https://fornido.co/pedido/FO-2026-000123/',
  orderExpiresAt: null,
  ip: '190.25.11.4',
  ...over,
});
