import type { InfoPage } from '../info-types';

export const metodoFormasEnvio: InfoPage = {
  slug: 'metodo-formas-envio',
  title: 'Envíos y entregas',
  description:
    'Enviamos desde Bogotá a toda Colombia: estándar en {{dias-estandar}} días hábiles, exprés en {{dias-expres}}. Envío estándar gratis desde {{envio-gratis}}.',
  updated: '2026-11-24',
  blocks: [
    {
      kind: 'p',
      text: 'Despachamos todos los pedidos desde nuestra bodega en Bogotá, a los municipios de Colombia con cobertura de nuestras transportadoras. Antes de pagar ves el costo del envío y la fecha estimada de entrega para tu ciudad.',
    },
    { kind: 'h2', text: 'Tiempos de entrega' },
    {
      kind: 'ul',
      items: ['Envío estándar: de {{dias-estandar}} días hábiles.', 'Envío exprés: de {{dias-expres}} días hábiles.'],
    },
    {
      kind: 'p',
      text: 'Los días hábiles se cuentan desde la confirmación del pedido: el pago aprobado o, si elegiste contraentrega, nuestra confirmación. No cuentan los sábados, los domingos ni los festivos de Colombia.',
    },
    { kind: 'h2', text: 'Zonas y costos' },
    {
      kind: 'p',
      text: 'El costo depende del peso del pedido, del método de envío y de la zona de destino, contada desde Bogotá:',
    },
    {
      kind: 'ul',
      items: [
        'Bogotá: entregas dentro de la ciudad.',
        'Ciudades principales, como Medellín, Cali, Barranquilla, Bucaramanga o Pereira.',
        'Resto del país: los demás municipios con cobertura.',
        'Zonas especiales: San Andrés, Providencia, Amazonas y otros destinos de difícil acceso.',
      ],
    },
    { kind: 'h2', text: 'Tarifas por zona' },
    {
      kind: 'p',
      text: 'Estas son nuestras tarifas por peso del pedido, con IVA incluido. Cada kilo empezado se cobra completo.',
    },
    {
      kind: 'ul',
      items: [
        'Bogotá: estándar {{tarifa-bogota-estandar}}; exprés {{tarifa-bogota-expres}}.',
        'Ciudades principales: estándar {{tarifa-ciudades-estandar}}; exprés {{tarifa-ciudades-expres}}.',
        'Resto del país: estándar {{tarifa-resto-estandar}}; exprés {{tarifa-resto-expres}}.',
        'Zonas especiales: estándar {{tarifa-especiales-estandar}}; exprés {{tarifa-especiales-expres}}.',
      ],
    },
    {
      kind: 'p',
      text: 'Ves el valor exacto en el paso Envío, antes de pagar. No hay cobros adicionales al recibir, salvo el valor del pedido si pagas contraentrega.',
    },
    { kind: 'h2', text: 'Envío gratis' },
    {
      kind: 'p',
      text: 'Si el subtotal de tus productos, con IVA incluido, es de {{envio-gratis}} o más, el envío estándar es gratis a cualquier destino. El envío exprés siempre se cobra.',
    },
    { kind: 'h2', text: 'Zonas especiales' },
    {
      kind: 'p',
      text: 'A San Andrés, Providencia, Amazonas y otros destinos de difícil acceso la entrega puede tardar más que el tiempo estándar por las condiciones del transporte; si es así, te avisamos. En estas zonas no está disponible el pago contraentrega.',
    },
    { kind: 'h2', text: 'Seguimiento' },
    {
      kind: 'p',
      text: 'Cuando tu pedido sale de la bodega te enviamos por correo el nombre de la transportadora y el número de guía, para que lo sigas en su sitio web. En tu cuenta ves el estado del pedido: pendiente de pago, pagado, en preparación, enviado o entregado.',
    },
    {
      kind: 'p',
      text: 'Si el transportador no logra entregar, te contacta para coordinar un nuevo intento. Revisa que tu dirección y tu celular estén completos al hacer el pedido.',
    },
    { kind: 'h2', text: 'Si tu paquete llega dañado' },
    {
      kind: 'ul',
      items: [
        'Revisa la caja antes de firmar la guía.',
        'Si llega abierta, mojada o con golpes fuertes, puedes no recibirla. Si la recibes, deja la observación escrita en la guía del transportador.',
        'Toma fotos del empaque, de la guía y de los productos.',
        'Escríbenos apenas puedas por WhatsApp al {{whatsapp}} o a {{correo}}, con tu número de pedido y las fotos.',
        'Te enviamos de nuevo los productos afectados o te devolvemos su valor, sin costo para ti.',
        'No consumas un producto con el sello de seguridad roto o con el envase dañado.',
      ],
    },
  ],
};
