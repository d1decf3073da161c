import { SIC } from '../company';
import type { InfoPage } from '../info-types';

export const terminosCondiciones: InfoPage = {
  slug: 'terminos-condiciones',
  title: 'Términos y condiciones',
  description:
    'Condiciones de compra en Fornido: precios con IVA, medios de pago, envíos, contraentrega, referidos y tus derechos como consumidor en Colombia.',
  updated: '2026-11-22',
  blocks: [
    { kind: 'h2', text: '1. Quiénes somos' },
    {
      kind: 'p',
      text: 'Fornido es una tienda en línea de suplementos nutricionales operada por {{empresa}}, NIT {{nit}}, con domicilio en {{direccion}}. Estos términos regulan el uso de la tienda y las compras que hagas en ella. Al crear una cuenta o hacer un pedido los aceptas, junto con nuestra Política de tratamiento de datos personales.',
    },
    { kind: 'h2', text: '2. Precios e impuestos' },
    {
      kind: 'p',
      text: 'Todos los precios están en pesos colombianos (COP) y ya incluyen el IVA de cada producto. La tarifa general es del 19 %; algunos productos tienen tarifa del 5 % o del 0 %. El IVA aparece discriminado en tu factura electrónica.',
    },
    {
      kind: 'p',
      text: 'Cuando un producto muestra un precio "antes" tachado, el ahorro es solo informativo: siempre pagas el precio actual. El envío y el recargo de contraentrega, si aplican, se muestran por separado antes de que confirmes el pedido. No hay otros cobros.',
    },
    { kind: 'h2', text: '3. Disponibilidad y existencias' },
    {
      kind: 'p',
      text: 'Las existencias que ves en la tienda se actualizan con cada compra. Cuando haces un pedido, apartamos las unidades para ti. Si el pago no se confirma dentro del plazo que te indicamos, el pedido se cancela y las unidades vuelven a estar disponibles.',
    },
    {
      kind: 'p',
      text: 'Si después de tu pago un producto no está disponible por un error de inventario, te avisamos y te ofrecemos un producto equivalente. Si no lo quieres, te devolvemos todo lo que pagaste por ese producto.',
    },
    { kind: 'h2', text: '4. Aceptación del pedido' },
    {
      kind: 'p',
      text: 'Tu pedido queda aceptado cuando el pago es aprobado o, si elegiste contraentrega, cuando lo confirmamos. Te enviamos la confirmación al correo con el número de pedido. Un pago rechazado no cancela el pedido: mientras siga pendiente, puedes intentarlo de nuevo con otro medio de pago.',
    },
    {
      kind: 'p',
      text: 'Podemos cancelar un pedido con indicios de fraude, con datos de entrega incompletos o con un destino sin cobertura. En ese caso te avisamos y, si ya pagaste, te devolvemos el dinero completo.',
    },
    { kind: 'h2', text: '5. Medios de pago' },
    {
      kind: 'p',
      text: 'Aceptamos Nequi; ePayco (tarjeta de crédito o débito, PSE y efectivo en Efecty, Baloto, Gana, Redservi, Puntored, Sured y SafetyPay); MercadoPago; Addi, sujeto a la aprobación de Addi; y pago contraentrega. Cómo funciona cada uno está explicado en la página Medios de pago.',
    },
    { kind: 'h2', text: '6. Envíos' },
    {
      kind: 'p',
      text: 'Despachamos desde Bogotá a toda Colombia. El envío estándar tarda de {{dias-estandar}} días hábiles y el exprés de {{dias-expres}} días hábiles, contados desde la confirmación del pedido. Si el subtotal de tus productos es de {{envio-gratis}} o más, el envío estándar es gratis; el exprés siempre se cobra. Los detalles están en la página Envíos y entregas.',
    },
    { kind: 'h2', text: '7. Pago contraentrega' },
    {
      kind: 'ul',
      items: [
        'Solo está disponible cuando el total del pedido con envío (antes del recargo) es menor de {{contraentrega-menor-a}}.',
        'Tiene un recargo del {{recargo-contraentrega}} sobre ese total, redondeado al peso, que ves antes de confirmar.',
        'No está disponible en zonas especiales, como San Andrés o Amazonas, ni en municipios sin cobertura de contraentrega.',
        'Pagas en efectivo al transportador cuando recibes el pedido.',
      ],
    },
    { kind: 'h2', text: '8. Referidos y crédito de regalo' },
    {
      kind: 'ul',
      items: [
        'Cada cliente tiene un código y un enlace de referido. Si alguien entra con tu enlace, lo recordamos durante 30 días y lo asociamos a su cuenta cuando se registre o a su pedido cuando compre.',
        'Ganas un crédito de regalo del {{regalo-referido}} del subtotal de productos de cada pedido pagado de tus referidos, descontado el crédito de regalo que ellos usen. No cuentan el envío ni el recargo de contraentrega. El valor se redondea hacia abajo al peso.',
        'El crédito se abona cuando el pedido queda pagado o, si se pagó contraentrega, cuando se entrega. Si ese pedido se reversa o se reembolsa, el crédito se descuenta.',
        'Si el crédito que se descuenta es mayor que tu saldo, tu saldo queda en cero y la diferencia se descuenta de tus próximos créditos.',
        'Nadie puede referirse a sí mismo.',
        'El crédito sirve para pagar productos en Fornido, hasta el valor del subtotal de productos; no cubre el envío. No se cambia por dinero ni se transfiere a otra cuenta.',
      ],
    },
    { kind: 'h2', text: '9. Responsabilidad' },
    {
      kind: 'p',
      text: 'Los suplementos dietarios no son medicamentos y no reemplazan una alimentación balanceada. La información de cada producto viene del fabricante y de su registro sanitario INVIMA; no es asesoría médica. Si estás en embarazo o lactancia, tomas medicamentos o tienes una condición de salud, consulta a tu médico antes de usarlos.',
    },
    {
      kind: 'p',
      text: 'Respondemos por la calidad, idoneidad y seguridad de los productos según la garantía legal. No respondemos por usos distintos a los indicados en la etiqueta, por el mal almacenamiento después de la entrega, ni por demoras causadas por fuerza mayor, caso fortuito o datos de entrega errados.',
    },
    { kind: 'h2', text: '10. Retracto, reversión del pago y garantía' },
    {
      kind: 'p',
      text: 'Tienes derecho de retracto dentro de los 5 días hábiles siguientes a la entrega, derecho a pedir la reversión del pago en los casos que señala la ley y derecho a la garantía legal. Las condiciones y el procedimiento están en la página Cambios, devoluciones y derecho de retracto.',
    },
    { kind: 'h2', text: '11. Ley aplicable' },
    {
      kind: 'p',
      text: `Estos términos se rigen por las leyes de la República de Colombia, en especial el Estatuto del Consumidor (Ley 1480 de 2011), el Decreto 1074 de 2015 en lo que regula el comercio electrónico, las ventas a distancia, la garantía y la reversión del pago, y la Ley 527 de 1999 sobre mensajes de datos. La autoridad de protección al consumidor es la ${SIC.name} (${SIC.url}).`,
    },
    { kind: 'h2', text: '12. Cambios a estos términos' },
    {
      kind: 'p',
      text: 'Podemos actualizar estos términos. La versión vigente es la publicada en esta página, con su fecha de actualización. Cada pedido se rige por los términos vigentes el día en que lo hiciste.',
    },
    { kind: 'h2', text: '13. Contacto' },
    {
      kind: 'p',
      text: 'Escríbenos a {{correo}}, por WhatsApp al {{whatsapp}} o llámanos al {{telefono}}. Nuestro horario de atención: {{horario}}.',
    },
  ],
};
