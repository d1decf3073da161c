import type { InfoPage } from '../info-types';

export const preguntasFrecuentes: InfoPage = {
  slug: 'preguntas-frecuentes',
  title: 'Preguntas frecuentes',
  description:
    'Resolvemos tus dudas sobre autenticidad e INVIMA, envíos, contraentrega, factura electrónica, referidos, niveles y devoluciones.',
  updated: '2026-11-28',
  blocks: [
    { kind: 'h2', text: '¿Los productos son originales?' },
    {
      kind: 'p',
      text: 'Sí. Compramos a importadores y distribuidores autorizados, y cada suplemento tiene registro sanitario del INVIMA. El número aparece en la etiqueta y en la página del producto, y puedes consultarlo en el sitio web del INVIMA.',
    },
    { kind: 'h2', text: '¿Cómo guardo mis suplementos?' },
    {
      kind: 'p',
      text: 'En un lugar fresco y seco, lejos del sol, con el empaque bien cerrado. Usa siempre una cuchara seca, respeta la fecha de vencimiento y sigue las indicaciones de la etiqueta.',
    },
    { kind: 'h2', text: '¿Cómo elijo una proteína?' },
    {
      kind: 'p',
      text: 'Fíjate en tres cosas: la fuente (suero de leche concentrado o aislado, caseína, o proteína vegetal si no consumes lácteos), los gramos de proteína por porción y el precio por porción, que mostramos en cada producto. El aislado suele tener menos lactosa y grasa que el concentrado. Nuestra calculadora de calorías te ayuda a estimar cuánta proteína necesitas al día.',
    },
    { kind: 'links', items: [{ href: '/calculadora-de-calorias/', label: 'Calculadora de calorías' }] },
    { kind: 'h2', text: '¿Los suplementos reemplazan la comida?' },
    {
      kind: 'p',
      text: 'No. Los suplementos dietarios complementan una alimentación balanceada; no son medicamentos. Si estás en embarazo o lactancia, tomas medicamentos o tienes una condición de salud, consulta a tu médico antes de usarlos.',
    },
    { kind: 'h2', text: '¿Cuánto tarda mi pedido?' },
    {
      kind: 'p',
      text: 'Enviamos desde Bogotá. El envío estándar tarda de {{dias-estandar}} días hábiles y el exprés de {{dias-expres}} días hábiles. Antes de pagar ves la fecha estimada para tu ciudad. El envío estándar es gratis si el subtotal de tus productos es de {{envio-gratis}} o más.',
    },
    { kind: 'h2', text: '¿Cómo sigo mi pedido?' },
    {
      kind: 'p',
      text: 'Cuando tu pedido sale de la bodega te enviamos por correo la transportadora y el número de guía. También ves el estado del pedido en tu cuenta.',
    },
    { kind: 'h2', text: '¿Puedo pagar contraentrega?' },
    {
      kind: 'p',
      text: 'Sí, si el total de tu pedido con envío (antes del recargo) es menor de {{contraentrega-menor-a}} y tu municipio tiene cobertura. Tiene un recargo del {{recargo-contraentrega}} y no está disponible en zonas especiales, como San Andrés o Amazonas.',
    },
    { kind: 'h2', text: '¿Me dan factura electrónica?' },
    {
      kind: 'p',
      invoicing: true,
      text: 'Sí. Por cada compra pagada emitimos una factura electrónica de venta validada por la DIAN y te la enviamos al correo, con su PDF; también la descargas desde la página de tu pedido. Si te devolvemos dinero, recibes la nota crédito de la misma forma. Si la necesitas a nombre de una empresa, elige NIT como tipo de documento y escribe el NIT con su dígito de verificación al hacer el pedido.',
    },
    {
      kind: 'p',
      invoicing: false,
      text: 'Sí. Por cada compra emitimos una factura electrónica de venta. Si la necesitas a nombre de una empresa, elige NIT como tipo de documento y escribe el NIT con su dígito de verificación al hacer el pedido.',
    },
    { kind: 'h2', text: '¿Cómo funcionan los referidos?' },
    {
      kind: 'p',
      text: 'En tu cuenta encuentras tu código y tu enlace de referido. Cuando alguien compra con tu enlace y su pedido queda pagado (o entregado, si pagó contraentrega), ganas un crédito de regalo del {{regalo-referido}} del subtotal de sus productos, descontado el crédito de regalo que esa persona use. Puedes usarlo en tus próximas compras. Nadie puede referirse a sí mismo.',
    },
    { kind: 'links', items: [{ href: '/sistema-referidos/', label: 'Sistema de referidos' }] },
    { kind: 'h2', text: '¿Qué son los niveles?' },
    {
      kind: 'p',
      text: 'Ganas 1 punto por cada $ 1.000 de tus compras pagadas (sin contar el crédito de regalo usado) y por cada $ 1.000 de crédito de regalo que ganas con tus referidos. Según tus puntos acumulados, subes de nivel: Bronce desde 0, Plata desde 500, Oro desde 2.000, Platino desde 5.000 y Diamante desde 10.000. En la página de niveles ves los beneficios de cada uno y tu progreso.',
    },
    {
      kind: 'links',
      items: [
        { href: '/niveles/', label: 'Niveles y beneficios' },
        { href: '/tabla-clasificacion/', label: 'Tabla de clasificación del mes' },
      ],
    },
    { kind: 'h2', text: '¿Puedo devolver un producto?' },
    {
      kind: 'p',
      text: 'Sí. Tienes 5 días hábiles desde la entrega para retractarte, con el producto sin abrir y con su sello intacto. Si llegó defectuoso, vencido o distinto a lo que pediste, te devolvemos el dinero. Pídelo con el formulario «Pedir una devolución» de la página de tu pedido: te respondemos en máximo 15 días hábiles. Todo está explicado en Cambios, devoluciones y derecho de retracto.',
    },
    { kind: 'h2', text: '¿En cuánto tiempo me responden?' },
    {
      kind: 'p',
      text: 'Te respondemos {{respuesta}}, por cualquier canal: WhatsApp, teléfono, correo o el formulario de Contáctanos. Si nos escribes con el formulario, recibes un número de radicado para seguir tu caso.',
    },
    { kind: 'links', items: [{ href: '/contactenos/', label: 'Contáctanos' }] },
    { kind: 'h2', text: '¿Para qué sirve mi cuenta?' },
    {
      kind: 'p',
      text: 'En tu cuenta ves tus pedidos y su estado, tu código y enlace de referido, tu saldo de crédito de regalo, tus puntos y tu nivel. Si quieres corregir tus datos o cerrar tu cuenta, escríbenos a {{correo}}.',
    },
  ],
};
