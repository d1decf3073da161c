import { SANDBOX_CARDS } from '../../payments/sandbox-card';
import type { InfoPage } from '../info-types';

export const metodoFormasPago: InfoPage = {
  slug: 'metodo-formas-pago',
  title: 'Medios de pago',
  description: 'Medios de pago de Fornido: {{medios-de-pago}}. Precios en pesos, IVA incluido.',
  updated: '2026-11-24',
  blocks: [
    {
      kind: 'p',
      text: 'Todos los precios están en pesos colombianos, con IVA incluido. Eliges el medio de pago en el último paso de la compra. Fornido no recibe ni guarda los datos de tu tarjeta: los escribes en la plataforma segura del proveedor de pagos.',
    },
    { kind: 'h2', text: 'Nequi', method: 'nequi' },
    {
      method: 'nequi',
      kind: 'p',
      text: 'Escribe el número de celular de tu cuenta Nequi y te llega una notificación en la app para aceptar el pago, o escanea con la app el código QR que te mostramos. Paga antes de que venza; si vence o la rechazas, puedes intentarlo de nuevo o elegir otro medio.',
    },
    { kind: 'h2', text: 'Tarjeta de crédito o débito (Mercado Pago)', method: 'card', provider: 'mercadopago' },
    {
      method: 'card',
      provider: 'mercadopago',
      kind: 'p',
      text: 'Te llevamos a la página segura de Mercado Pago, donde pagas con tu tarjeta o con el dinero de tu cuenta de Mercado Pago. Con tarjeta de crédito eliges allí el número de cuotas; los intereses, si los hay, los cobra tu banco. Al terminar vuelves a Fornido y ves el estado de tu pedido.',
    },
    { kind: 'h2', text: 'Tarjeta de crédito o débito (ePayco)', method: 'card', provider: 'epayco' },
    {
      method: 'card',
      provider: 'epayco',
      kind: 'p',
      text: 'Paga con tu tarjeta en la pasarela de ePayco. Con tarjeta de crédito eliges el número de cuotas; los intereses, si los hay, los cobra tu banco. Tu banco puede pedirte una verificación adicional.',
    },
    { kind: 'h2', text: 'PSE (ePayco)', method: 'pse' },
    {
      method: 'pse',
      kind: 'p',
      text: 'Paga desde tu cuenta de ahorros o corriente. Eliges tu banco, entras a tu banca en línea y apruebas el pago. Normalmente la confirmación es inmediata.',
    },
    { kind: 'h2', text: 'Efectivo en puntos de pago (ePayco)', method: 'cash' },
    {
      method: 'cash',
      kind: 'p',
      text: 'Elige Efecty, Baloto, Gana, Redservi, Puntored o Sured. Te damos una referencia para pagar en cualquiera de sus puntos antes de la fecha límite que te indicamos. Cuando el punto confirma el pago, preparamos tu pedido. Si no pagas a tiempo, el pedido se cancela y liberamos las unidades apartadas.',
    },
    { kind: 'h2', text: 'SafetyPay (ePayco)', method: 'safetypay' },
    {
      method: 'safetypay',
      kind: 'p',
      text: 'Genera un código de pago y paga desde la banca en línea de tu banco o en efectivo en las entidades afiliadas a SafetyPay, antes de la fecha límite.',
    },
    { kind: 'h2', text: 'MercadoPago', method: 'mercadopago' },
    {
      method: 'mercadopago',
      kind: 'p',
      text: 'Paga en la página segura de MercadoPago con el dinero de tu cuenta o con las tarjetas que tienes guardadas allí. Al terminar, vuelves a Fornido y ves el estado de tu pedido.',
    },
    { kind: 'h2', text: 'Addi: compra ahora y paga después', method: 'addi' },
    {
      method: 'addi',
      kind: 'p',
      text: 'Divide tu compra en cuotas con Addi. Addi estudia tu solicitud en línea y decide si la aprueba. El número de cuotas, las fechas y los intereses, si los hay, los define Addi y los ves antes de aceptar. Fornido recibe el pago de Addi y tú le pagas las cuotas a Addi.',
    },
    { kind: 'h2', text: 'Tarjeta de prueba (tienda de pruebas)', method: 'sandbox-card' },
    {
      method: 'sandbox-card',
      kind: 'p',
      text: `Esta tienda funciona en modo de pruebas: ningún pago mueve dinero real. Paga con la tarjeta ${SANDBOX_CARDS.approved} para aprobar el pago, o con la ${SANDBOX_CARDS.declined} para ver un rechazo.`,
    },
    { kind: 'h2', text: 'Contraentrega', method: 'cash-on-delivery' },
    {
      method: 'cash-on-delivery',
      kind: 'ul',
      items: [
        'Pagas en efectivo al transportador cuando recibes el pedido. Ten el dinero listo, en lo posible exacto.',
        'Solo está disponible cuando el total del pedido con envío (antes del recargo) es menor de {{contraentrega-menor-a}}.',
        'Tiene un recargo del {{recargo-contraentrega}} sobre ese total. Por ejemplo, en un pedido de $ 200.000 el recargo es de {{recargo-ejemplo}} y pagas {{total-ejemplo}}.',
        'No está disponible en zonas especiales, como San Andrés o Amazonas, ni en municipios sin cobertura de contraentrega. Si tu destino no la tiene, te lo indicamos al pagar.',
      ],
    },
    { kind: 'h2', text: 'Crédito de regalo' },
    {
      kind: 'p',
      text: 'Si tienes saldo de crédito de regalo, puedes usarlo para pagar todo o parte de los productos; no cubre el envío. Si el crédito cubre el total del pedido, por ejemplo con envío gratis, no necesitas otro medio de pago.',
    },
    { kind: 'h2', text: 'Si tu pago es rechazado' },
    {
      kind: 'p',
      text: 'Tu pedido sigue pendiente y tus productos siguen apartados hasta la fecha límite de pago. Puedes intentarlo de nuevo con el mismo medio o con otro. Si ves un cobro en tu cuenta y el pedido no aparece pagado, escríbenos antes de volver a pagar.',
    },
  ],
};
