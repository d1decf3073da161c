import type { SeedCategory } from '../seed-types';

/** The store's categories, in the order the navigation shows them. */
export const categories: SeedCategory[] = [
  {
    slug: 'proteinas',
    name: 'Proteínas',
    description:
      'Proteína whey, aislada, hidrolizada, caseína y vegetal de las mejores marcas, para recuperarte después de entrenar y completar la proteína de tu día. Compara sabores, tamaños y precio por porción.',
  },
  {
    slug: 'aminoacidos',
    name: 'Aminoácidos',
    description:
      'BCAA, glutamina y aminoácidos esenciales para acompañar tus entrenamientos y tu recuperación. Encuentra polvos para mezclar con agua y prácticas tabletas.',
  },
  {
    slug: 'quemadores',
    name: 'Quemadores',
    description:
      'Termogénicos, L-carnitina y CLA para apoyar tu etapa de definición, siempre junto a una dieta con déficit calórico y ejercicio. Revisa bien cuáles tienen cafeína antes de elegir.',
  },
  {
    slug: 'creatinas',
    name: 'Creatinas',
    description:
      'Creatina monohidratada y fórmulas con creatina, el suplemento más estudiado para mejorar la fuerza y el rendimiento en esfuerzos cortos e intensos. Con y sin sabor, en polvo y en cápsulas.',
  },
  {
    slug: 'ganadores',
    name: 'Ganadores de masa',
    description:
      'Ganadores de peso con carbohidratos y proteína para quienes necesitan sumar calorías y les cuesta comer lo suficiente. Ideales para personas delgadas que buscan subir de peso.',
  },
  {
    slug: 'pre-entrenos',
    name: 'Pre-entrenos',
    description:
      'Pre-entrenos con cafeína, beta-alanina y citrulina para llegar con energía y enfoque a tu rutina, y opciones sin estimulantes si entrenas de noche.',
  },
  {
    slug: 'vitaminas',
    name: 'Vitaminas y salud',
    description:
      'Multivitamínicos, omega 3, vitamina C, colágeno y minerales para complementar tu alimentación y cuidar tu bienestar mientras entrenas.',
  },
];
