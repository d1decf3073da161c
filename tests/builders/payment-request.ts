import type { PaymentRequest } from '../../core/payments/ports';
import { pesos } from '../../core/shared/money';

/** What a gateway is told about one attempt: a $ 142.800 order with its IVA split, a buyer and the way back. */
export const aPaymentRequest = (over: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderNumber: 'FO-2026-000123',
  attemptId: 'intento-1',
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
  returnUrl: 'https://fornido.co/pedido/FO-2026-000123/',
  orderExpiresAt: null,
  ip: '190.25.11.4',
  ...over,
});
