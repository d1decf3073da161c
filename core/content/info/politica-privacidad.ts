import { SIC } from '../company';
import type { InfoPage } from '../info-types';

export const politicaPrivacidad: InfoPage = {
  slug: 'politica-privacidad',
  title: 'Política de tratamiento de datos personales',
  description:
    'Cómo {{empresa}} trata tus datos personales según la Ley 1581 de 2012: qué recogemos, para qué, tus derechos y cómo ejercerlos.',
  updated: '2026-11-22',
  blocks: [
    {
      kind: 'p',
      text: 'Esta política explica cómo {{empresa}} trata los datos personales de sus clientes y visitantes, en cumplimiento de la Ley 1581 de 2012, el Decreto 1377 de 2013 (hoy compilado en el Decreto 1074 de 2015) y las demás normas de protección de datos personales (habeas data).',
    },
    { kind: 'h2', text: 'Responsable del tratamiento' },
    {
      kind: 'ul',
      items: [
        'Razón social: {{empresa}}',
        'NIT: {{nit}}',
        'Domicilio: {{direccion}}',
        'Correo electrónico: {{correo}}',
        'Teléfono: {{telefono}}',
        'WhatsApp: {{whatsapp}}',
      ],
    },
    { kind: 'h2', text: 'Datos que recogemos' },
    {
      kind: 'ul',
      items: [
        'Identificación: nombre y apellidos, tipo y número de documento (cédula de ciudadanía, cédula de extranjería, NIT, tarjeta de identidad, pasaporte o PPT).',
        'Contacto: correo electrónico y número de celular.',
        'Entrega: dirección, departamento y municipio.',
        'Compras: pedidos, pagos, facturas, cambios y devoluciones, saldo de crédito de regalo, puntos, nivel y código de referido.',
        'Navegación: las cookies propias que se describen más abajo.',
        'Calculadora de calorías: la edad, el sexo, el peso, la estatura y el nivel de actividad que escribas se usan solo para mostrarte el resultado.',
      ],
    },
    {
      kind: 'p',
      text: 'No te pedimos datos sensibles. No recibimos ni guardamos los datos completos de tu tarjeta: los escribes directamente en la plataforma del proveedor de pagos.',
    },
    { kind: 'h2', text: 'Finalidades' },
    {
      kind: 'ul',
      items: [
        'Crear y administrar tu cuenta.',
        'Procesar tus pedidos, pagos, envíos, cambios, devoluciones y garantías.',
        'Emitir la factura electrónica y cumplir nuestras obligaciones legales, contables y tributarias.',
        'Administrar el programa de referidos, el crédito de regalo y los niveles de fidelidad.',
        'Mostrar en la tabla de clasificación tu alias público (tu nombre y la inicial de tu apellido), tu nivel y tus puntos del mes. Si no quieres aparecer, escríbenos y te retiramos.',
        'Atender tus peticiones, quejas y reclamos.',
        'Prevenir fraudes y proteger la seguridad de la tienda.',
        'Enviarte información de productos y promociones, solo si lo autorizas. Puedes retirar esa autorización cuando quieras.',
      ],
    },
    { kind: 'h2', text: 'Tus derechos como titular' },
    {
      kind: 'ul',
      items: [
        'Conocer, actualizar y rectificar tus datos personales.',
        'Solicitar prueba de la autorización que nos diste, salvo en los casos en que la ley no la exige.',
        'Ser informado, si lo pides, sobre el uso que les damos a tus datos.',
        'Revocar la autorización y solicitar la supresión de tus datos. La supresión no procede mientras tengas un deber legal o contractual de permanecer en nuestra base de datos.',
        `Presentar quejas ante la ${SIC.name} por infracciones a la ley, después de agotar el trámite de consulta o reclamo con nosotros.`,
        'Acceder gratis a tus datos personales.',
      ],
    },
    { kind: 'h2', text: 'Cómo ejercer tus derechos' },
    {
      kind: 'p',
      text: 'Envía tu solicitud a {{correo}} con el asunto "Datos personales", o escríbenos por WhatsApp al {{whatsapp}}. Incluye tu nombre, tu número de documento, qué solicitas, el correo o la dirección donde quieres la respuesta y los documentos que quieras aportar. Tu solicitud la puede presentar también tu representante o apoderado, con el documento que lo acredite.',
    },
    {
      kind: 'ul',
      items: [
        'Consultas: te respondemos en máximo 10 días hábiles desde que recibimos tu solicitud. Si no es posible, te explicamos el motivo antes de que venza el plazo y te respondemos dentro de los 5 días hábiles siguientes.',
        'Reclamos (corrección, actualización, supresión o incumplimiento de la ley): te respondemos en máximo 15 días hábiles desde el día siguiente a su recibo. Si no es posible, te explicamos el motivo antes de que venza el plazo y te respondemos dentro de los 8 días hábiles siguientes.',
        'Si a tu reclamo le falta información, te la pedimos dentro de los 5 días siguientes a su recibo. Si no nos la envías en 2 meses, entendemos que desististe del reclamo.',
      ],
    },
    { kind: 'h2', text: 'Con quién compartimos tus datos' },
    {
      kind: 'p',
      text: 'Solo compartimos los datos necesarios para cumplir cada finalidad, con estos terceros:',
    },
    {
      kind: 'ul',
      items: [
        'Proveedores de pago (Nequi, ePayco, MercadoPago y Addi), para procesar tu pago o, en el caso de Addi, estudiar tu solicitud de crédito.',
        'Transportadoras, para entregar tu pedido y permitirte hacer el seguimiento.',
        'Proveedores de tecnología (alojamiento, correo electrónico y facturación electrónica), que tratan los datos por nuestra cuenta y según nuestras instrucciones.',
        'Autoridades como la DIAN o jueces, cuando la ley lo exige.',
      ],
    },
    {
      kind: 'p',
      text: 'Cuando un proveedor trata datos fuera de Colombia, lo hace con un contrato de transmisión de datos o en los demás casos que permite la ley. No vendemos tus datos personales.',
    },
    { kind: 'h2', text: 'Seguridad' },
    {
      kind: 'p',
      text: `Usamos conexiones cifradas (HTTPS), limitamos el acceso a tus datos a las personas que los necesitan para su trabajo y no guardamos los datos de tus tarjetas. Ningún sistema es infalible: si ocurre un incidente que afecte tus datos, te avisamos y lo informamos a la ${SIC.name}, como exige la ley.`,
    },
    { kind: 'h2', text: 'Cookies' },
    {
      kind: 'p',
      text: 'Usamos cookies propias necesarias para que la tienda funcione: mantener tu sesión, recordar tu carrito y guardar durante 30 días el código de referido con el que llegaste. Puedes borrarlas o bloquearlas desde tu navegador, pero algunas funciones, como el carrito, pueden dejar de funcionar.',
    },
    {
      kind: 'p',
      text: 'Si más adelante usamos cookies de medición o de publicidad, actualizaremos esta política y te pediremos autorización antes de activarlas.',
    },
    { kind: 'h2', text: 'Niñas, niños y adolescentes' },
    {
      kind: 'p',
      text: 'Solo tratamos datos de menores de edad con la autorización de su representante legal y respetando sus derechos prevalentes.',
    },
    { kind: 'h2', text: 'Vigencia' },
    {
      kind: 'p',
      text: 'Esta política rige desde el 22 de noviembre de 2026. Conservamos tus datos mientras tengas una cuenta o una relación comercial con nosotros, y después durante el tiempo que exigen las normas contables y tributarias. Si cambiamos esta política de forma sustancial, te avisaremos por correo antes de aplicar los cambios.',
    },
  ],
};
