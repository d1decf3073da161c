import type { SeedProduct } from '../seed-types';
import { buildVariants, lb, paragraphs, usage } from './variants';

const GAINER_TIP =
  'Un ganador no hace milagros: te ayuda a sumar calorías cuando no alcanzas con la comida. Si notas que subes más grasa de la que quisieras, toma media porción.';

const GAINER_USAGE = (dose: string, water: string) =>
  usage(
    `Mezcla ${dose} en ${water} de agua o leche fría; queda mejor en licuadora. Tómalo entre comidas o después de entrenar. Si es tu primera vez, empieza con media porción para que tu digestión se acostumbre.`,
  );

/** Mass gainers: calories, carbohydrates and protein for people who struggle to eat enough. */
export const ganadores: SeedProduct[] = [
  {
    slug: 'serious-mass',
    name: 'Serious Mass',
    brand: 'optimum-nutrition',
    category: 'ganadores',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary:
      'El ganador de peso clásico: 1250 calorías y 50 g de proteína por porción completa, para los de metabolismo rápido.',
    description: paragraphs(
      'Serious Mass aporta 1250 calorías, 50 g de proteína y 250 g de carbohidratos por porción completa, además de creatina, glutamina y 25 vitaminas y minerales.',
      'Es para personas muy delgadas, o de metabolismo rápido, que comen bien y aun así no suben de peso. Puedes dividir la porción en dos batidos durante el día.',
      GAINER_TIP,
    ),
    ingredients:
      'Maltodextrina, mezcla de proteínas (concentrado de proteína de suero, caseinato de calcio, albúmina de huevo, aislado de proteína de leche), cacao procesado con álcali (sabor chocolate), fructosa, saborizantes naturales y artificiales, premezcla de vitaminas y minerales, L-glutamina, creatina monohidratada, lecitina de soya, sucralosa. Contiene leche, huevo y soya.',
    usage: GAINER_USAGE('2 scoops (167 g, media porción)', '500 ml'),
    invima: 'RSiA15I052103',
    servingSize: '4 scoops (334 g)',
    pack: 'bag',
    arrivedDaysAgo: 364,
    variants: buildVariants(
      'ON-SM',
      [lb(6, 8, 214900), lb(12, 16, 389900, { compareAt: 429900, flavours: ['CHOC', 'VAIN'] })],
      ['CHOC', 'VAIN', 'FRES', 'BAN'],
      { stock: { '6LB-BAN': 0 } },
    ),
  },
  {
    slug: 'mass-tech-extreme-2000',
    name: 'Mass-Tech Extreme 2000',
    brand: 'muscletech',
    category: 'ganadores',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Ganador muy calórico con 60 g de proteína, creatina y carbohidratos de varias fuentes por porción.',
    description: paragraphs(
      'Mass-Tech Extreme 2000 es uno de los ganadores más densos del mercado: una porción completa aporta unas 2000 calorías, 60 g de proteína y 10 g de creatina.',
      'Por eso está pensado para quienes entrenan fuerte y tienen grandes necesidades de energía. Para la mayoría de las personas, media porción al día es más que suficiente.',
      GAINER_TIP,
    ),
    ingredients:
      'Maltodextrina, mezcla de proteínas (concentrado de proteína de suero, aislado de proteína de suero, caseína micelar, aislado de proteína de leche), creatina monohidratada, cacao procesado con álcali (sabor chocolate), aceite de girasol en polvo, saborizantes naturales y artificiales, L-glutamina, goma celulosa, sucralosa. Contiene leche.',
    usage: GAINER_USAGE('3 scoops (media porción)', '600 ml'),
    invima: 'RSiA20I064719',
    servingSize: '6 scoops (390 g)',
    pack: 'tub',
    arrivedDaysAgo: 81,
    variants: buildVariants('MT-MTX', [lb(6, 7, 229900), lb(12, 14, 409900)], ['CHOC', 'VAIN', 'FRES']),
  },
  {
    slug: 'super-mass-gainer',
    name: 'Super Mass Gainer',
    brand: 'dymatize',
    category: 'ganadores',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Ganador de Dymatize con 1280 calorías y 52 g de proteína por porción, de sabor suave y fácil de tomar.',
    description: paragraphs(
      'Super Mass Gainer aporta 1280 calorías, 52 g de proteína y 245 g de carbohidratos por porción completa, con vitaminas y minerales añadidos.',
      'Su sabor es suave y se mezcla mejor que muchos ganadores, así que es una buena opción si te cuesta tomar batidos muy espesos.',
      GAINER_TIP,
    ),
    ingredients:
      'Sólidos de jarabe de maíz, mezcla de proteínas (concentrado de proteína de suero, caseinato de calcio, albúmina de huevo), maltodextrina, cacao procesado con álcali, saborizantes naturales y artificiales, premezcla de vitaminas y minerales, lecitina de soya, goma celulosa, acesulfame de potasio. Contiene leche, huevo y soya.',
    usage: GAINER_USAGE('3 scoops (167 g, media porción)', '500 ml'),
    invima: 'RSiA18I039452',
    servingSize: '6 scoops (334 g)',
    pack: 'tub',
    arrivedDaysAgo: 246,
    variants: buildVariants(
      'DY-SMG',
      [lb(6, 8, 199900, { compareAt: 229900 }), lb(12, 16, 374900)],
      ['CHOC', 'VAIN', 'COOK'],
    ),
  },
  {
    slug: 'true-mass',
    name: 'True-Mass',
    brand: 'bsn',
    category: 'ganadores',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Ganador con proteínas de liberación sostenida y 700 calorías por porción, sabor tipo malteada.',
    description: paragraphs(
      'True-Mass combina proteínas de absorción rápida y lenta con carbohidratos complejos y grasas de buena calidad. Una porción da unas 700 calorías y 46 g de proteína.',
      'Es un ganador más moderado, adecuado si buscas subir de peso de forma gradual sin batidos gigantes. El sabor recuerda a una malteada y funciona como merienda.',
    ),
    ingredients:
      'Mezcla de proteínas (concentrado de proteína de suero, caseinato de calcio, caseína micelar, aislado de proteína de leche, albúmina de huevo), maltodextrina, avena en polvo, azúcar, aceite de girasol en polvo, aceite de triglicéridos de cadena media, cacao, saborizantes, lecitina de soya, sucralosa. Contiene leche, huevo y soya.',
    usage: GAINER_USAGE('2 scoops (165 g)', '400 ml'),
    invima: 'RSiA17I071863',
    servingSize: '2 scoops (165 g)',
    pack: 'tub',
    arrivedDaysAgo: 299,
    variants: buildVariants('BSN-TM', [lb(6, 16, 219900), lb(10, 27, 349900)], ['CHOC', 'VAIN', 'FRES']),
  },
  {
    slug: 'real-gains',
    name: 'Real Gains',
    brand: 'universal-nutrition',
    category: 'ganadores',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Ganador de peso de Universal con 600 calorías y 52 g de proteína por porción.',
    description: paragraphs(
      'Real Gains aporta 600 calorías, 52 g de proteína y 85 g de carbohidratos por porción, una proporción con más proteína que muchos ganadores.',
      'Te sirve si quieres subir de peso ganando la mayor cantidad posible de músculo y no solo calorías. Combínalo con entrenamiento de fuerza y comidas regulares.',
    ),
    ingredients:
      'Mezcla de proteínas (concentrado de proteína de suero, caseinato de calcio, aislado de proteína de suero, albúmina de huevo), maltodextrina, fructosa, aceite de girasol en polvo, cacao en polvo, saborizantes, lecitina de soya, sucralosa. Contiene leche, huevo y soya.',
    usage: GAINER_USAGE('2 scoops (155 g)', '400 a 500 ml'),
    invima: 'RSiA19I046027',
    servingSize: '2 scoops (155 g)',
    pack: 'tub',
    arrivedDaysAgo: 168,
    variants: buildVariants('UN-RG', [lb(6, 17, 189900, { compareAt: 209900 })], ['CHOC', 'VAIN', 'BAN']),
  },
  {
    slug: 'super-gainer-mass',
    name: 'Super Gainer Mass',
    brand: 'smart-muscle',
    category: 'ganadores',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Ganador colombiano en doypack con 650 calorías por porción y sabores como arequipe y banano.',
    description: paragraphs(
      'Super Gainer Mass es un ganador de peso hecho en Colombia, con 650 calorías, 30 g de proteína y 120 g de carbohidratos por porción.',
      'Es una opción rendidora para quienes están empezando a subir de peso y buscan buen precio. Los sabores de arequipe y banano son de los más pedidos.',
      GAINER_TIP,
    ),
    ingredients:
      'Maltodextrina, concentrado de proteína de suero de leche, caseinato de calcio, avena en polvo, azúcar, saborizantes naturales e idénticos al natural, cacao (sabor chocolate), premezcla de vitaminas y minerales, goma xantana, sucralosa. Contiene leche.',
    usage: GAINER_USAGE('3 scoops (150 g)', '400 ml'),
    invima: 'SD2020-0001456',
    servingSize: '3 scoops (150 g)',
    pack: 'bag',
    arrivedDaysAgo: 6,
    variants: buildVariants(
      'SM-SGM',
      [lb(6, 18, 174900), lb(12, 36, 309900, { flavours: ['CHOC', 'AREQ'] })],
      ['CHOC', 'VAIN', 'AREQ', 'BAN'],
    ),
  },
  {
    slug: 'king-mass-xl',
    name: 'King Mass XL',
    brand: 'ronnie-coleman',
    category: 'ganadores',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Ganador de la línea de Ronnie Coleman con 1000 calorías por porción y enzimas digestivas.',
    description: paragraphs(
      'King Mass XL aporta unas 1000 calorías, 60 g de proteína y 185 g de carbohidratos por porción completa, con enzimas digestivas para que sea más fácil de digerir.',
      'Está pensado para etapas de volumen en personas que entrenan fuerte. Empieza con media porción y ajusta según cómo evolucione tu peso.',
    ),
    ingredients:
      'Maltodextrina, mezcla de proteínas (concentrado de proteína de suero, aislado de proteína de suero, caseína micelar), avena en polvo, cacao, aceite de triglicéridos de cadena media, saborizantes, goma xantana, sucralosa, enzimas digestivas (amilasa, proteasa, lactasa). Contiene leche.',
    usage: GAINER_USAGE('2 scoops (media porción)', '500 ml'),
    invima: 'RSiA21I025580',
    servingSize: '4 scoops (310 g)',
    pack: 'tub',
    arrivedDaysAgo: 226,
    variants: buildVariants('RC-KMX', [lb(6, 9, 199900)], ['CHOC', 'VAIN', 'FRES']),
  },
];
