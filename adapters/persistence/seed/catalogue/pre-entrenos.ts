import type { SeedProduct } from '../seed-types';
import { STIMULANT_WARNING, buildVariants, metric, paragraphs, usage } from './variants';

const TINGLE =
  'La beta-alanina puede darte un hormigueo en la cara y las manos; es normal, inofensivo y pasa en unos minutos.';

const PRE_USAGE = (dose: string, extra = '') =>
  usage(
    `Mezcla ${dose} en 200 a 300 ml de agua fría y tómalo 20 a 30 minutos antes de entrenar. ${extra}No lo tomes en las 6 horas antes de dormir.`.trim(),
    STIMULANT_WARNING,
  );

/** Pre-workouts, with and without stimulants. */
export const preEntrenos: SeedProduct[] = [
  {
    slug: 'c4-original',
    name: 'C4 Original',
    brand: 'cellucor',
    category: 'pre-entrenos',
    goal: 'rendimiento',
    taxRate: 0.19,
    summary:
      'El pre-entreno más conocido: 150 mg de cafeína, beta-alanina y creatina para llegar con energía a tu rutina.',
    description: paragraphs(
      'C4 Original combina 150 mg de cafeína, beta-alanina, creatina nitrato y arginina en una porción pequeña y de buen sabor.',
      'Es un pre-entreno de intensidad media, ideal si estás empezando a usar este tipo de productos o tomas poco café. Lo notarás en energía y ganas de entrenar.',
      TINGLE,
    ),
    ingredients:
      'Beta-alanina, creatina nitrato, L-arginina alfa-cetoglutarato, cafeína anhidra, N-acetil-L-tirosina, ácido cítrico, saborizantes naturales y artificiales, sucralosa, acesulfame de potasio, vitamina C, niacina, vitamina B6, vitamina B12, colorantes (según el sabor).',
    usage: PRE_USAGE('1 scoop (6,5 g)', 'Si es tu primera vez, prueba con medio scoop. '),
    invima: 'RSiA18I093312',
    servingSize: '1 scoop (6,5 g)',
    pack: 'tub',
    arrivedDaysAgo: 205,
    variants: buildVariants(
      'CE-C4O',
      [
        metric(195, 'g', 30, 139900),
        metric(390, 'g', 60, 219900, { compareAt: 249900, flavours: ['PON', 'FRAZ', 'SAN'] }),
      ],
      ['PON', 'FRAZ', 'SAN', 'FRR'],
      { stock: { '390G-SAN': 0 } },
    ),
  },
  {
    slug: 'c4-ultimate',
    name: 'C4 Ultimate',
    brand: 'cellucor',
    category: 'pre-entrenos',
    goal: 'rendimiento',
    taxRate: 0.19,
    summary: 'La versión más completa de C4, con 300 mg de cafeína y dosis altas de citrulina y beta-alanina.',
    description: paragraphs(
      'C4 Ultimate sube todas las dosis: 300 mg de cafeína, 6 g de citrulina, 3,2 g de beta-alanina y nootrópicos para el enfoque, en una porción de 20 g.',
      'Es para personas con experiencia que ya toleran bien la cafeína y buscan un pre-entreno intenso con buena congestión muscular. No es recomendable para principiantes.',
      TINGLE,
    ),
    ingredients:
      'L-citrulina, beta-alanina, betaína anhidra, cafeína anhidra, L-tirosina, extracto de Rhodiola rosea, ácido cítrico, saborizantes naturales y artificiales, sucralosa, silicato de calcio, colorantes (según el sabor).',
    usage: PRE_USAGE('1 scoop (20 g)', 'Empieza con medio scoop para evaluar tu tolerancia. '),
    invima: 'RSiA21I058816',
    servingSize: '1 scoop (20 g)',
    pack: 'tub',
    arrivedDaysAgo: 41,
    variants: buildVariants('CE-C4U', [metric(400, 'g', 20, 199900)], ['PON', 'FRAZ']),
  },
  {
    slug: 'n-o-xplode',
    name: 'N.O.-Xplode',
    brand: 'bsn',
    category: 'pre-entrenos',
    goal: 'rendimiento',
    taxRate: 0.19,
    summary: 'Pre-entreno clásico de BSN con cafeína, creatina y beta-alanina, en una fórmula equilibrada.',
    description: paragraphs(
      'N.O.-Xplode combina cafeína, creatina, beta-alanina y arginina con vitaminas del complejo B. Es uno de los pre-entrenos con más trayectoria del mercado.',
      'Te sirve para los días en que llegas cansado del trabajo o de estudiar y necesitas energía para cumplir tu rutina.',
    ),
    ingredients:
      'Creatina monohidratada, beta-alanina, L-arginina, cafeína anhidra, L-tirosina, ácido cítrico, saborizantes naturales y artificiales, sucralosa, niacina, vitamina B6, vitamina B12, colorantes (según el sabor).',
    usage: PRE_USAGE('1 scoop (18,5 g)'),
    invima: 'RSiA16I066640',
    servingSize: '1 scoop (18,5 g)',
    pack: 'tub',
    arrivedDaysAgo: 320,
    variants: buildVariants('BSN-NOX', [metric(555, 'g', 30, 179900)], ['PON', 'FRAZ', 'UVA']),
  },
  {
    slug: 'gold-standard-pre-workout',
    name: 'Gold Standard Pre-Workout',
    brand: 'optimum-nutrition',
    category: 'pre-entrenos',
    goal: 'rendimiento',
    taxRate: 0.19,
    summary: 'Pre-entreno de ON con 175 mg de cafeína, creatina y beta-alanina, fácil de mezclar y de sabor suave.',
    description: paragraphs(
      'Gold Standard Pre-Workout aporta 175 mg de cafeína natural, 3 g de creatina monohidratada y 1,5 g de beta-alanina por porción.',
      'Es un pre-entreno directo y sin excesos: te da energía y enfoque sin sentirte acelerado, y de paso sumas la creatina del día.',
      TINGLE,
    ),
    ingredients:
      'Creatina monohidratada, beta-alanina, L-citrulina, cafeína natural (de granos de café), ácido cítrico, saborizantes naturales y artificiales, sucralosa, vitamina D3, colorantes (según el sabor).',
    usage: PRE_USAGE('1 scoop (10 g)'),
    invima: 'RSiA20I030978',
    servingSize: '1 scoop (10 g)',
    pack: 'tub',
    arrivedDaysAgo: 150,
    variants: buildVariants('ON-GSP', [metric(300, 'g', 30, 159900)], ['PON', 'FRAZ', 'SAN']),
  },
  {
    slug: 'outlift',
    name: 'Outlift',
    brand: 'nutrex',
    category: 'pre-entrenos',
    goal: 'rendimiento',
    taxRate: 0.19,
    summary: 'Pre-entreno de dosis clínicas con 8 g de citrulina y 350 mg de cafeína, para entrenamientos exigentes.',
    description: paragraphs(
      'Outlift publica la dosis exacta de cada ingrediente: 8 g de L-citrulina, 3,2 g de beta-alanina, 2,5 g de betaína y 350 mg de cafeína por porción.',
      'Es un pre-entreno fuerte, pensado para quienes entrenan intenso y quieren saber qué están tomando. Si eres sensible a la cafeína, usa media porción.',
      TINGLE,
    ),
    ingredients:
      'L-citrulina, beta-alanina, betaína anhidra, L-tirosina, cafeína anhidra, extracto de té verde, ácido cítrico, saborizantes naturales y artificiales, sucralosa, acesulfame de potasio.',
    usage: PRE_USAGE('1 scoop (24,5 g)', 'Empieza con medio scoop los primeros días. '),
    invima: 'RSiA19I084452',
    servingSize: '1 scoop (24,5 g)',
    pack: 'tub',
    arrivedDaysAgo: 60,
    variants: buildVariants('NX-OUT', [metric(490, 'g', 20, 189900, { compareAt: 219900 })], ['PON', 'FRAZ']),
  },
  {
    slug: 'yeah-buddy',
    name: 'Yeah Buddy',
    brand: 'ronnie-coleman',
    category: 'pre-entrenos',
    goal: 'rendimiento',
    taxRate: 0.19,
    summary: 'Pre-entreno de Ronnie Coleman con 275 mg de cafeína, beta-alanina y creatina, de porción pequeña.',
    description: paragraphs(
      'Yeah Buddy concentra cafeína, beta-alanina, creatina y arginina en una porción de 9 g que se mezcla con poca agua.',
      'Es para los que buscan un empujón fuerte de energía antes de entrenar pesado. Respeta la dosis y no lo combines con café.',
      TINGLE,
    ),
    ingredients:
      'Beta-alanina, creatina monohidratada, L-arginina, cafeína anhidra, L-tirosina, ácido cítrico, saborizantes naturales y artificiales, sucralosa, niacina, colorantes (según el sabor).',
    usage: PRE_USAGE('1 scoop (9 g)'),
    invima: 'RSiA22I007311',
    servingSize: '1 scoop (9 g)',
    pack: 'tub',
    arrivedDaysAgo: 281,
    variants: buildVariants('RC-YB', [metric(270, 'g', 30, 139900)], ['PON', 'FRAZ', 'UVA'], {
      stock: { '270G-UVA': 0 },
    }),
  },
  {
    slug: 'pre-workout-smart',
    name: 'Pre-Workout Smart',
    brand: 'smart-muscle',
    category: 'pre-entrenos',
    goal: 'rendimiento',
    taxRate: 0.19,
    summary: 'Pre-entreno colombiano con 200 mg de cafeína, citrulina y beta-alanina, en sabores como maracuyá.',
    description: paragraphs(
      'Pre-Workout Smart combina 200 mg de cafeína, 4 g de citrulina malato y 2 g de beta-alanina por porción, con sabores pensados para el gusto colombiano.',
      'Tiene una intensidad media que funciona bien para la mayoría de las personas. Es una buena puerta de entrada a los pre-entrenos a un precio razonable.',
      TINGLE,
    ),
    ingredients:
      'L-citrulina malato, beta-alanina, taurina, cafeína anhidra, L-arginina, ácido cítrico, saborizantes idénticos al natural, sucralosa, dióxido de silicio, colorantes (según el sabor).',
    usage: PRE_USAGE('1 scoop (10 g)'),
    invima: 'SD2022-0002741',
    servingSize: '1 scoop (10 g)',
    pack: 'tub',
    arrivedDaysAgo: 15,
    variants: buildVariants('SM-PRE', [metric(300, 'g', 30, 119900)], ['LIM', 'UVA', 'MAR']),
  },
  {
    slug: 'pump-zero',
    name: 'Pump Zero',
    brand: 'proscience',
    category: 'pre-entrenos',
    goal: 'rendimiento',
    taxRate: 0.19,
    summary:
      'Pre-entreno sin cafeína ni estimulantes, con citrulina y glicerol, para entrenar de noche sin afectar tu sueño.',
    description: paragraphs(
      'Pump Zero no tiene cafeína ni ningún estimulante. Su fórmula se centra en la congestión muscular: L-citrulina, glicerol, betaína y extracto de remolacha.',
      'Es la opción para quienes entrenan en la noche, no toleran la cafeína o simplemente prefieren tomarse su café aparte. Puedes combinarlo con un pre-entreno con cafeína si quieres más energía.',
    ),
    ingredients:
      'L-citrulina, glicerol en polvo, betaína anhidra, extracto de remolacha, taurina, ácido cítrico, saborizantes idénticos al natural, sucralosa, dióxido de silicio.',
    usage: usage(
      'Mezcla 1 scoop (12 g) en 300 ml de agua fría y tómalo 20 a 30 minutos antes de entrenar. Como no tiene estimulantes, puedes tomarlo a cualquier hora.',
    ),
    invima: 'SD2023-0000962',
    servingSize: '1 scoop (12 g)',
    pack: 'tub',
    arrivedDaysAgo: 1,
    variants: buildVariants('PS-PZ', [metric(300, 'g', 25, 129900)], ['SAN', 'LIM']),
  },
];
