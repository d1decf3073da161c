import type { InfoPage } from '../info-types';

export const guia: InfoPage = {
  slug: 'guia',
  title: 'Guía para elegir tus suplementos',
  description:
    'Cómo elegir proteína, creatina, aminoácidos y quemadores: qué mirar en la etiqueta, cuánto tomar y qué revisar del registro INVIMA.',
  updated: '2026-11-24',
  blocks: [
    {
      kind: 'p',
      text: 'Un suplemento completa tu alimentación y tu entrenamiento; no los reemplaza. Antes de comprar, define tu objetivo, revisa cuánto te falta con la comida que ya comes y elige el producto por lo que dice su etiqueta, no por la publicidad. Si estás en embarazo o lactancia, eres menor de edad, tomas medicamentos o tienes una enfermedad, consulta antes con tu médico o nutricionista.',
    },
    {
      kind: 'video',
      id: 'Xk3bF7rT2qM',
      title: 'Cómo leer la etiqueta de un suplemento',
      thumbnail: '/guia/video-etiqueta.svg',
    },
    { kind: 'h2', text: 'Proteína' },
    {
      kind: 'ul',
      items: [
        'Sirve para completar la proteína del día cuando con la comida no llegas. Una persona que entrena fuerza suele necesitar entre 1,6 y 2,2 g por kilo de peso al día, sumando comida y suplementos.',
        'Concentrada de suero (whey): la más económica; trae algo de lactosa.',
        'Aislada o hidrolizada: más proteína por porción y casi sin lactosa; conviene si la leche te cae pesada.',
        'Vegetal (arveja, arroz, soya): para quien no consume lácteos; busca mezclas de varias fuentes.',
        'Compara los gramos de proteína por porción y el precio por porción, no solo el precio del tarro. Desconfía de las etiquetas que no dicen cuánta proteína trae cada porción.',
      ],
    },
    { kind: 'h2', text: 'Creatina' },
    {
      kind: 'ul',
      items: [
        'Es de los suplementos más estudiados para mejorar la fuerza y el rendimiento en esfuerzos cortos e intensos.',
        'Elige creatina monohidratada, ojalá con el sello Creapure o con un análisis de pureza; las formas más caras no han mostrado ser mejores.',
        'La forma más sencilla de tomarla es de 3 a 5 g al día, todos los días, con agua o con tu batido, a la hora que te quede fácil. La fase de carga no es necesaria.',
        'Toma suficiente agua durante el día. Si tienes una enfermedad renal, no la tomes sin hablar antes con tu médico.',
      ],
    },
    { kind: 'h2', text: 'Aminoácidos' },
    {
      kind: 'ul',
      items: [
        'Si ya comes suficiente proteína, los aminoácidos sueltos aportan poco: la proteína completa ya los trae.',
        'Los BCAA y los EAA pueden ser útiles si entrenas en ayunas, si comes poca proteína o para tomarlos durante entrenamientos largos.',
        'Si eliges uno, prefiere los aminoácidos esenciales (EAA) y revisa cuántos gramos de leucina trae cada porción.',
        'La glutamina no ha mostrado mejorar la fuerza ni la masa muscular en personas sanas que comen bien.',
      ],
    },
    { kind: 'h2', text: 'Quemadores de grasa' },
    {
      kind: 'ul',
      items: [
        'Ningún quemador hace perder grasa por sí solo: lo que funciona es comer menos calorías de las que gastas, moverte más y dormir bien. Un quemador, como mucho, ayuda un poco con la energía o el apetito.',
        'La mayoría se basan en cafeína. Suma la cafeína de la porción con la del café, el té y las bebidas energizantes: no pases de 400 mg al día y no lo tomes en la tarde si te quita el sueño.',
        'Empieza con media porción para ver cómo te sienta. No lo uses si tienes hipertensión, problemas del corazón, ansiedad o tiroides, ni en embarazo o lactancia.',
        'No compres productos que prometan bajar muchos kilos en pocos días ni que no digan qué contienen y en qué cantidad.',
      ],
    },
    { kind: 'h2', text: 'Revisa el registro INVIMA' },
    {
      kind: 'p',
      text: 'En Colombia todo suplemento dietario debe tener registro sanitario del INVIMA, impreso en la etiqueta. En cada producto de Fornido te mostramos su número, y puedes verificarlo en la consulta de registros sanitarios del sitio web del INVIMA. Un suplemento no es un medicamento: no sirve para prevenir, tratar ni curar enfermedades, y su etiqueta no debe decir lo contrario.',
    },
    { kind: 'h2', text: 'Explora por categoría' },
    {
      kind: 'links',
      items: [
        { href: '/proteinas/', label: 'Proteínas' },
        { href: '/creatinas/', label: 'Creatinas' },
        { href: '/aminoacidos/', label: 'Aminoácidos' },
        { href: '/quemadores/', label: 'Quemadores' },
      ],
    },
  ],
};
