import type { SeedProduct } from '../seed-types';
import { buildVariants, metric, paragraphs, units, usage } from './variants';

/** BCAA, glutamine and essential amino acids. */
export const aminoacidos: SeedProduct[] = [
  {
    slug: 'bcaa-2-1-1',
    name: 'BCAA 2:1:1',
    brand: 'smart-muscle',
    category: 'aminoacidos',
    goal: 'rendimiento',
    taxRate: 0.19,
    summary:
      'Aminoácidos de cadena ramificada en proporción 2:1:1, con sabores refrescantes para tomar mientras entrenas.',
    description: paragraphs(
      'BCAA 2:1:1 aporta 5 g de leucina, isoleucina y valina por porción, en la proporción más estudiada. Viene saborizado para que lo tomes como una bebida durante el entrenamiento.',
      'Es útil si entrenas en ayunas, si tus sesiones son largas o si simplemente te cuesta tomar agua en el gimnasio. Si ya comes suficiente proteína en el día, su efecto adicional es modesto; tenlo en cuenta.',
    ),
    ingredients:
      'L-leucina, L-isoleucina, L-valina, ácido cítrico, saborizantes naturales e idénticos al natural, lecitina de girasol, sucralosa, colorantes (según el sabor).',
    usage: usage(
      'Mezcla 1 scoop (10 g) en 400 a 500 ml de agua y tómalo durante tu entrenamiento o después de él. Puedes tomar hasta 2 porciones al día.',
    ),
    invima: 'SD2019-0004567',
    servingSize: '1 scoop (10 g)',
    pack: 'tub',
    arrivedDaysAgo: 140,
    variants: buildVariants(
      'SM-BCAA',
      [metric(300, 'g', 30, 94900), metric(600, 'g', 60, 164900, { compareAt: 189900, flavours: ['LIM', 'PON'] })],
      ['LIM', 'UVA', 'PON', 'SAN'],
    ),
  },
  {
    slug: 'amino-x',
    name: 'Amino X',
    brand: 'bsn',
    category: 'aminoacidos',
    goal: 'rendimiento',
    taxRate: 0.19,
    summary:
      'BCAA efervescentes sin cafeína, con 10 g de aminoácidos por porción, para tomar durante o después de entrenar.',
    description: paragraphs(
      'Amino X combina BCAA, alanina, taurina y citrulina en una bebida efervescente sin cafeína. Cada porción aporta 10 g de aminoácidos y casi nada de calorías.',
      'Lo puedes tomar a cualquier hora, incluso si entrenas de noche, porque no tiene estimulantes. Es práctico para hidratarte con sabor durante sesiones largas.',
    ),
    ingredients:
      'Mezcla de aminoácidos (L-leucina, L-isoleucina, L-valina, L-alanina, taurina, L-citrulina), ácido cítrico, ácido málico, bicarbonato de sodio, saborizantes naturales y artificiales, sucralosa, vitamina D3, vitamina B6, vitamina B12.',
    usage: usage(
      'Mezcla 1 scoop (14,5 g) en 350 a 450 ml de agua fría. Tómalo durante o después de entrenar, o entre comidas.',
    ),
    invima: 'RSiA18I033190',
    servingSize: '1 scoop (14,5 g)',
    pack: 'tub',
    arrivedDaysAgo: 275,
    variants: buildVariants('BSN-AMX', [metric(435, 'g', 30, 169900)], ['PON', 'SAN', 'FRAZ'], {
      stock: { '435G-FRAZ': 0 },
    }),
  },
  {
    slug: 'glutamina-micronizada',
    name: 'Glutamina Micronizada',
    brand: 'optimum-nutrition',
    category: 'aminoacidos',
    goal: 'rendimiento',
    taxRate: 0.05,
    summary: 'L-glutamina pura y micronizada, sin sabor, que se mezcla fácil con tu batido o tu bebida de entreno.',
    description: paragraphs(
      'Glutamina Micronizada es L-glutamina pura, molida muy fina para que se disuelva bien. Cada porción de 5 g no aporta sabor ni calorías relevantes.',
      'La glutamina es el aminoácido más abundante del cuerpo. Muchas personas la agregan a su batido de proteína en etapas de entrenamiento intenso; es un complemento sencillo, no un sustituto del descanso ni de una buena alimentación.',
    ),
    ingredients: 'L-glutamina micronizada.',
    usage: usage(
      'Mezcla 1 cucharadita (5 g) en agua, jugo o tu batido de proteína. Tómala después de entrenar o antes de dormir, 1 a 2 veces al día.',
    ),
    invima: 'RSiA16I058841',
    servingSize: '1 cucharadita (5 g)',
    pack: 'tub',
    arrivedDaysAgo: 333,
    variants: buildVariants('ON-GLU', [metric(300, 'g', 60, 119900), metric(600, 'g', 120, 189900)], null),
  },
  {
    slug: 'amino-2222-tabs',
    name: 'Amino 2222 Tabs',
    brand: 'optimum-nutrition',
    category: 'aminoacidos',
    goal: 'rendimiento',
    taxRate: 0,
    summary: 'Tabletas con aminoácidos de proteína de suero, para llevar en el bolso y tomar entre comidas.',
    description: paragraphs(
      'Amino 2222 son tabletas con 2 g de aminoácidos de proteína de suero y colágeno por cada dos unidades. No necesitas mezclar nada: solo agua.',
      'Son prácticas si viajas, trabajas largas jornadas o no puedes preparar un batido. Piensa en ellas como un refuerzo pequeño; para cubrir tu proteína diaria, una porción de whey o de comida rinde mucho más.',
    ),
    ingredients:
      'Proteína de suero hidrolizada, gelatina hidrolizada, L-arginina, L-glutamina, L-leucina, celulosa microcristalina, estearato de magnesio, dióxido de silicio.',
    usage: usage('Toma 2 tabletas con agua entre comidas y 2 más después de entrenar, hasta 6 tabletas al día.'),
    invima: 'RSiA14I012277',
    servingSize: '2 tabletas',
    pack: 'bottle',
    arrivedDaysAgo: 398,
    variants: buildVariants(
      'ON-A22',
      [units(160, 'tabletas', 80, 109900, 320), units(320, 'tabletas', 160, 179900, 600, { compareAt: 209900 })],
      null,
    ),
  },
  {
    slug: 'amino-build',
    name: 'Amino Build',
    brand: 'muscletech',
    category: 'aminoacidos',
    goal: 'rendimiento',
    taxRate: 0.19,
    summary: 'BCAA con betaína y electrolitos, sin azúcar, para hidratarte con sabor durante tus entrenamientos.',
    description: paragraphs(
      'Amino Build combina 8 g de aminoácidos (entre ellos BCAA) con betaína y electrolitos como sodio y potasio. No tiene azúcar ni cafeína.',
      'Está pensado para tomar a sorbos durante el entrenamiento, sobre todo si sudas mucho o entrenas en clima caliente. Los sabores son suaves y refrescantes.',
    ),
    ingredients:
      'L-leucina, L-isoleucina, L-valina, betaína anhidra, L-taurina, citrato de potasio, cloruro de sodio, ácido cítrico, saborizantes naturales y artificiales, sucralosa, colorantes (según el sabor).',
    usage: usage('Mezcla 1 scoop (10 g) en 500 ml de agua y tómalo durante tu entrenamiento.'),
    invima: 'RSiA20I077316',
    servingSize: '1 scoop (10 g)',
    pack: 'tub',
    arrivedDaysAgo: 58,
    variants: buildVariants('MT-AB', [metric(400, 'g', 40, 149900, { compareAt: 169900 })], ['FRR', 'SAN', 'MAN']),
  },
  {
    slug: 'l-glutamina',
    name: 'L-Glutamina',
    brand: 'healthy-sports',
    category: 'aminoacidos',
    goal: 'rendimiento',
    taxRate: 0.05,
    summary: 'L-glutamina en polvo sin sabor, en doypack de 500 g que rinde 100 porciones.',
    description: paragraphs(
      'L-Glutamina de Healthy Sports es glutamina en polvo, sin sabor ni aditivos, fabricada en Colombia. El doypack de 500 g rinde 100 porciones de 5 g.',
      'Es una opción económica si ya usas glutamina en tu rutina y quieres agregarla a tu batido o a tu bebida de entreno sin cambiarle el sabor.',
    ),
    ingredients: 'L-glutamina.',
    usage: usage(
      'Mezcla 5 g (1 cucharadita) en agua o en tu batido de proteína. Tómala después de entrenar o antes de dormir.',
    ),
    invima: 'SD2018-0002315',
    servingSize: '1 cucharadita (5 g)',
    pack: 'bag',
    arrivedDaysAgo: 201,
    variants: buildVariants('HS-GLU', [metric(500, 'g', 100, 84900)], null),
  },
  {
    slug: 'eaa-electrolitos',
    name: 'EAA + Electrolitos',
    brand: 'proscience',
    category: 'aminoacidos',
    goal: 'rendimiento',
    taxRate: 0.19,
    summary: 'Los nueve aminoácidos esenciales con electrolitos, para hidratarte y apoyar tu recuperación.',
    description: paragraphs(
      'EAA + Electrolitos reúne los nueve aminoácidos esenciales, los que tu cuerpo no produce y debe obtener de la alimentación, junto con sodio, potasio y magnesio.',
      'Es una alternativa más completa que los BCAA si entrenas en ayunas o haces sesiones largas de resistencia, como ciclismo o running. No tiene cafeína.',
    ),
    ingredients:
      'L-leucina, L-lisina, L-valina, L-isoleucina, L-treonina, L-fenilalanina, L-histidina, L-metionina, L-triptófano, citrato de sodio, citrato de potasio, citrato de magnesio, ácido cítrico, saborizantes, sucralosa.',
    usage: usage(
      'Mezcla 1 scoop (12 g) en 500 ml de agua fría. Tómalo antes o durante tu entrenamiento, o entre comidas.',
    ),
    invima: 'SD2022-0003390',
    servingSize: '1 scoop (12 g)',
    pack: 'tub',
    arrivedDaysAgo: 19,
    variants: buildVariants('PS-EAA', [metric(360, 'g', 30, 139900)], ['LIM', 'MAN']),
  },
  {
    slug: 'bcaa-complex-2200',
    name: 'BCAA Complex 2200',
    brand: 'dymatize',
    category: 'aminoacidos',
    goal: 'rendimiento',
    taxRate: 0.05,
    summary: 'BCAA en cápsulas con 2,2 g por porción, para quienes prefieren no mezclar polvos.',
    description: paragraphs(
      'BCAA Complex 2200 entrega leucina, isoleucina y valina en cápsulas, con 2,2 g de BCAA por cada cuatro unidades.',
      'Es la opción cómoda si no te gustan las bebidas saborizadas o quieres algo fácil de llevar al trabajo o de viaje.',
    ),
    ingredients:
      'L-leucina, L-isoleucina, L-valina, gelatina (cápsula), celulosa microcristalina, estearato de magnesio.',
    usage: usage('Toma 4 cápsulas con agua antes o después de entrenar, hasta 2 veces al día.'),
    invima: 'RSiA17I020948',
    servingSize: '4 cápsulas',
    pack: 'bottle',
    arrivedDaysAgo: 240,
    variants: buildVariants('DY-BC22', [units(200, 'cápsulas', 50, 99900, 280)], null),
  },
];
