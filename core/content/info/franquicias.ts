import type { InfoPage } from '../info-types';

export const franquicias: InfoPage = {
  slug: 'franquicias',
  title: 'Franquicias Fornido',
  description:
    'Abre una tienda Fornido de suplementos en tu ciudad: qué recibes, requisitos, inversión indicativa y cómo es el proceso para ser franquiciado.',
  updated: '2026-11-24',
  blocks: [
    {
      kind: 'p',
      text: 'Buscamos socios que quieran abrir una tienda Fornido en su ciudad: un local de suplementos deportivos originales, con registro INVIMA, precios claros y asesoría honesta. Tú pones el local, el equipo y las ganas de atender bien; nosotros, la marca, el surtido y el método.',
    },
    { kind: 'h2', text: 'Qué recibes' },
    {
      kind: 'ul',
      items: [
        'Uso de la marca Fornido en tu local y en tus redes, con el manual de imagen y el diseño del punto de venta.',
        'Surtido de proteínas, creatinas, aminoácidos y quemadores comprado a importadores y distribuidores autorizados, con precios de franquiciado y reposición semanal desde nuestra bodega en Bogotá.',
        'El sistema de ventas e inventario de la tienda en línea: tus existencias y tus precios son los mismos que ve el cliente en la web.',
        'Tu tienda en la página de tiendas del sitio, con su dirección, su horario y su teléfono.',
        'Capacitación inicial de dos semanas para ti y tu equipo: producto, registro INVIMA y etiquetado, atención al cliente, caja e inventario.',
        'Acompañamiento en la apertura y visitas periódicas de un asesor de la red.',
        'Campañas de mercadeo nacionales y material para tus campañas locales.',
      ],
    },
    { kind: 'h2', text: 'Qué buscamos en un franquiciado' },
    {
      kind: 'ul',
      items: [
        'Persona natural o jurídica con domicilio en Colombia, con RUT y cuenta bancaria a su nombre.',
        'Dedicación a la tienda: que tú o un socio estén al frente de la operación diaria.',
        'Un local comercial de 20 a 60 m² en una zona de alto tráfico, cerca de gimnasios, centros deportivos o universidades, o la disposición para conseguirlo con nuestra asesoría.',
        'Capacidad de inversión propia o financiada dentro del rango indicativo de abajo.',
        'Afinidad con el deporte y la nutrición, y el compromiso de vender solo productos originales y de no hacer promesas médicas sobre los suplementos.',
      ],
    },
    { kind: 'h2', text: 'Inversión indicativa' },
    {
      kind: 'p',
      text: 'Estas cifras son indicativas y sirven para que calcules si el proyecto es para ti. El valor final depende de la ciudad, del tamaño y del estado del local, y te lo presentamos por escrito, con el detalle de cada rubro, antes de firmar cualquier contrato.',
    },
    {
      kind: 'ul',
      items: [
        'Derecho de entrada a la franquicia: desde $ 25.000.000.',
        'Adecuación del local, mobiliario y avisos: entre $ 30.000.000 y $ 60.000.000.',
        'Inventario inicial de productos: entre $ 40.000.000 y $ 70.000.000.',
        'Capital de trabajo para los primeros meses: entre $ 15.000.000 y $ 25.000.000.',
        'Inversión total estimada: entre $ 110.000.000 y $ 180.000.000, sin incluir el arriendo del local.',
        'Regalía mensual del 4 % de las ventas netas y aporte al fondo de mercadeo del 1 %.',
      ],
    },
    {
      kind: 'p',
      text: 'Fornido no garantiza ventas ni utilidades: el resultado de cada tienda depende de su ubicación, de su gestión y del mercado. Durante el estudio te compartimos la información que necesitas para evaluar el negocio con tu asesor financiero.',
    },
    { kind: 'h2', text: 'Cómo es el proceso' },
    {
      kind: 'ul',
      items: [
        'Envíanos tus datos con el formulario de esta página. Te respondemos en máximo 5 días hábiles.',
        'Primera conversación: conocemos tu perfil, tu ciudad y tu capacidad de inversión, y resolvemos tus preguntas.',
        'Estudio de la zona y del local propuesto, y envío de la propuesta económica detallada.',
        'Firma del acuerdo de confidencialidad y, si ambos decidimos seguir, del contrato de franquicia.',
        'Adecuación del local, capacitación y apertura, normalmente entre 60 y 90 días después de la firma.',
      ],
    },
    {
      kind: 'p',
      text: 'Si prefieres hablar antes de escribir, llámanos al {{telefono}} o escríbenos por WhatsApp al {{whatsapp}} (horario de atención: {{horario}}). Tus datos se tratan según nuestra política de privacidad, solo para estudiar tu solicitud.',
    },
    { kind: 'form', form: 'franchise' },
  ],
};
