import type { SeedProduct } from '../seed-types';
import { buildVariants, metric, paragraphs, units, usage } from './variants';

const COMPLEMENT =
  'Un suplemento de vitaminas complementa tu alimentación, no la reemplaza: frutas, verduras y una dieta variada siguen siendo la base.';

/** Multivitamins, omega 3, vitamin C, collagen and minerals. */
export const vitaminas: SeedProduct[] = [
  {
    slug: 'opti-men',
    name: 'Opti-Men',
    brand: 'optimum-nutrition',
    category: 'vitaminas',
    goal: 'salud',
    taxRate: 0.05,
    summary:
      'Multivitamínico para hombres activos con 75 ingredientes entre vitaminas, minerales, aminoácidos y extractos.',
    description: paragraphs(
      'Opti-Men reúne vitaminas, minerales, aminoácidos y extractos vegetales en una fórmula pensada para hombres que entrenan. Aporta, entre otros, vitamina D, vitaminas del complejo B, zinc y magnesio.',
      'Es útil si tu alimentación no es tan variada como quisieras o si entrenas muchas horas a la semana.',
      COMPLEMENT,
    ),
    ingredients:
      'Vitamina A, vitamina C, vitamina D3, vitamina E, vitamina K, tiamina, riboflavina, niacina, vitamina B6, ácido fólico, vitamina B12, biotina, ácido pantoténico, calcio, yodo, magnesio, zinc, selenio, cobre, manganeso, cromo, molibdeno, mezcla de aminoácidos, mezcla de extractos vegetales, celulosa microcristalina, estearato de magnesio.',
    usage: usage('Toma 3 tabletas al día con las comidas, repartidas entre desayuno, almuerzo y cena.'),
    invima: 'RSiA17I015590',
    servingSize: '3 tabletas',
    pack: 'bottle',
    arrivedDaysAgo: 380,
    variants: buildVariants(
      'ON-OPM',
      [units(90, 'tabletas', 30, 114900, 180), units(150, 'tabletas', 50, 169900, 260, { compareAt: 194900 })],
      null,
    ),
  },
  {
    slug: 'opti-women',
    name: 'Opti-Women',
    brand: 'optimum-nutrition',
    category: 'vitaminas',
    goal: 'salud',
    taxRate: 0.05,
    summary: 'Multivitamínico para mujeres activas con hierro, ácido fólico, calcio y vitamina D.',
    description: paragraphs(
      'Opti-Women está formulado para mujeres activas: aporta hierro, ácido fólico, calcio, vitamina D y vitaminas del complejo B, además de extractos vegetales.',
      'Es práctico porque se toma en cápsulas, dos al día, con tus comidas.',
      COMPLEMENT,
    ),
    ingredients:
      'Vitamina A, vitamina C, vitamina D3, vitamina E, vitaminas del complejo B, ácido fólico, biotina, calcio, hierro, yodo, magnesio, zinc, selenio, cobre, manganeso, cromo, mezcla de extractos vegetales, gelatina (cápsula), celulosa microcristalina.',
    usage: usage(
      'Toma 2 cápsulas al día con las comidas.',
      'Si estás embarazada o en lactancia, consulta a tu médico antes de usarlo.',
    ),
    invima: 'RSiA18I028314',
    servingSize: '2 cápsulas',
    pack: 'bottle',
    arrivedDaysAgo: 258,
    variants: buildVariants('ON-OPW', [units(60, 'cápsulas', 30, 94900, 120)], null),
  },
  {
    slug: 'omega-3',
    name: 'Omega 3',
    brand: 'healthy-sports',
    category: 'vitaminas',
    goal: 'salud',
    taxRate: 0.05,
    summary: 'Aceite de pescado en cápsulas blandas con EPA y DHA, sin sabor a pescado.',
    description: paragraphs(
      'Omega 3 de Healthy Sports aporta aceite de pescado concentrado con 360 mg de EPA y 240 mg de DHA por cada dos cápsulas blandas.',
      'Los omega 3 son grasas que la mayoría de las personas consume en poca cantidad porque come poco pescado. Este suplemento es una forma sencilla de incluirlos en tu día.',
      'Las cápsulas tienen recubrimiento para evitar el regusto a pescado.',
    ),
    ingredients:
      'Aceite de pescado concentrado (fuente de EPA y DHA), gelatina, glicerina, agua, vitamina E (antioxidante).',
    usage: usage('Toma 2 cápsulas blandas al día con una de tus comidas principales.'),
    invima: 'SD2016-0003620',
    servingSize: '2 cápsulas blandas',
    pack: 'bottle',
    arrivedDaysAgo: 99,
    variants: buildVariants(
      'HS-OM3',
      [
        units(60, 'cápsulas blandas', 30, 45900, 110),
        units(120, 'cápsulas blandas', 60, 79900, 190, { compareAt: 89900 }),
      ],
      null,
    ),
  },
  {
    slug: 'multivitaminico-smart',
    name: 'Multivitamínico Smart',
    brand: 'smart-muscle',
    category: 'vitaminas',
    goal: 'salud',
    taxRate: 0.19,
    summary: 'Multivitamínico diario hecho en Colombia, con 23 vitaminas y minerales en una sola tableta.',
    description: paragraphs(
      'Multivitamínico Smart aporta 23 vitaminas y minerales en una tableta al día, incluidos vitamina C, vitamina D, zinc y complejo B.',
      'Es una opción sencilla y económica para quienes quieren cubrir lo básico sin tomar varias pastillas.',
      COMPLEMENT,
    ),
    ingredients:
      'Carbonato de calcio, óxido de magnesio, ácido ascórbico, acetato de vitamina E, niacinamida, óxido de zinc, pantotenato de calcio, vitamina B6, riboflavina, tiamina, vitamina A, ácido fólico, biotina, vitamina D3, vitamina B12, celulosa microcristalina, estearato de magnesio.',
    usage: usage('Toma 1 tableta al día con el desayuno.'),
    invima: 'SD2021-0002093',
    servingSize: '1 tableta',
    pack: 'bottle',
    arrivedDaysAgo: 30,
    variants: buildVariants('SM-MV', [units(60, 'tabletas', 60, 49900, 110)], null),
  },
  {
    slug: 'animal-pak',
    name: 'Animal Pak',
    brand: 'universal-nutrition',
    category: 'vitaminas',
    goal: 'salud',
    taxRate: 0.19,
    summary: 'El multivitamínico en sobres de los que entrenan pesado: vitaminas, minerales, aminoácidos y enzimas.',
    description: paragraphs(
      'Animal Pak es un paquete diario con varias tabletas que reúnen vitaminas, minerales, aminoácidos, antioxidantes y enzimas digestivas.',
      'Está pensado para personas que entrenan fuerte muchas veces por semana y quieren cubrir sus micronutrientes con un solo sobre al día. Las tabletas son grandes; tómalas con calma y con bastante agua.',
      COMPLEMENT,
    ),
    ingredients:
      'Vitaminas A, C, D3, E y complejo B, calcio, magnesio, zinc, selenio, cobre, manganeso, cromo, potasio, mezcla de aminoácidos, mezcla de antioxidantes, enzimas digestivas (amilasa, proteasa, lipasa), celulosa microcristalina, estearato de magnesio.',
    usage: usage('Toma 1 sobre al día con una comida, de preferencia el desayuno.'),
    invima: 'RSiA16I040771',
    servingSize: '1 sobre',
    pack: 'bottle',
    arrivedDaysAgo: 344,
    variants: buildVariants('UN-AP', [units(44, 'sobres', 44, 159900, 420)], null),
  },
  {
    slug: 'vitamina-c-1000',
    name: 'Vitamina C 1000 mg',
    brand: 'healthy-sports',
    category: 'vitaminas',
    goal: 'salud',
    taxRate: 0,
    summary: 'Vitamina C de 1000 mg por tableta, con escaramujo, para complementar tu alimentación.',
    description: paragraphs(
      'Cada tableta aporta 1000 mg de vitamina C con extracto de escaramujo (rosa mosqueta). Un frasco alcanza para 100 días.',
      'La vitamina C contribuye al funcionamiento normal del sistema inmunitario y a la formación de colágeno. Si comes pocas frutas, este suplemento te ayuda a asegurar tu aporte diario.',
    ),
    ingredients:
      'Ácido ascórbico, extracto de escaramujo (Rosa canina), celulosa microcristalina, estearato de magnesio, dióxido de silicio.',
    usage: usage('Toma 1 tableta al día con una comida.'),
    invima: 'SD2017-0004405',
    servingSize: '1 tableta',
    pack: 'bottle',
    arrivedDaysAgo: 215,
    variants: buildVariants('HS-VTC', [units(100, 'tabletas', 100, 39900, 140)], null),
  },
  {
    slug: 'colageno-hidrolizado-con-biotina',
    name: 'Colágeno Hidrolizado con Biotina',
    brand: 'proscience',
    category: 'vitaminas',
    goal: 'salud',
    taxRate: 0.19,
    summary: 'Colágeno hidrolizado en polvo con biotina y vitamina C, con sabores frutales para tomar a diario.',
    description: paragraphs(
      'Cada porción aporta 10 g de colágeno hidrolizado, biotina y vitamina C, en un polvo de sabor frutal que se disuelve fácil en agua fría.',
      'Muchas personas lo toman como parte de su rutina de bienestar, para complementar la proteína de su dieta. La vitamina C contribuye a la formación normal de colágeno.',
    ),
    ingredients:
      'Colágeno hidrolizado (de origen bovino), ácido cítrico, ácido ascórbico, saborizantes idénticos al natural, biotina, sucralosa, colorantes (según el sabor).',
    usage: usage('Mezcla 1 scoop (11 g) en 250 ml de agua y tómalo una vez al día, en ayunas o antes de dormir.'),
    invima: 'SD2020-0003127',
    servingSize: '1 scoop (11 g)',
    pack: 'tub',
    arrivedDaysAgo: 47,
    variants: buildVariants('PS-COL', [metric(330, 'g', 30, 79900)], ['FRR', 'LIM', 'MAR'], {
      stock: { '330G-LIM': 0 },
    }),
  },
  {
    slug: 'zma-pro',
    name: 'ZMA Pro',
    brand: 'universal-nutrition',
    category: 'vitaminas',
    goal: 'salud',
    taxRate: 0,
    summary: 'Zinc, magnesio y vitamina B6 en cápsulas, para tomar en la noche antes de dormir.',
    description: paragraphs(
      'ZMA Pro combina zinc, magnesio y vitamina B6. Quienes entrenan duro y sudan mucho pueden perder parte de estos minerales.',
      'El magnesio y la vitamina B6 contribuyen a disminuir el cansancio y la fatiga. Se toma en la noche, con el estómago vacío, para una mejor absorción del zinc.',
    ),
    ingredients:
      'Aspartato de magnesio, monometionina de zinc, clorhidrato de piridoxina (vitamina B6), gelatina (cápsula), estearato de magnesio.',
    usage: usage('Toma 3 cápsulas con agua 30 a 60 minutos antes de dormir, sin alimentos ricos en calcio.'),
    invima: 'RSiA19I002856',
    servingSize: '3 cápsulas',
    pack: 'bottle',
    arrivedDaysAgo: 187,
    variants: buildVariants('UN-ZMA', [units(90, 'cápsulas', 30, 89900, 130)], null),
  },
];
