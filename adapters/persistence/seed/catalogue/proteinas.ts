import type { SeedProduct } from '../seed-types';
import { isolates } from './proteinas-isolates';
import { buildVariants, lb, paragraphs, usage } from './variants';

const WHEY_USAGE = (scoop: string) =>
  usage(
    `Mezcla ${scoop} en 200 a 250 ml de agua o leche fría y agita en tu mezclador durante 20 segundos. Tómalo después de entrenar o entre comidas para completar la proteína de tu día. Puedes tomar de 1 a 3 porciones al día según tus requerimientos.`,
  );

/** Whey concentrates and blends; isolates, casein and plant proteins live in `proteinas-isolates.ts`. */
const wheys: SeedProduct[] = [
  {
    slug: 'gold-standard-100-whey',
    name: 'Gold Standard 100% Whey',
    brand: 'optimum-nutrition',
    category: 'proteinas',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary:
      'La whey más vendida del mundo: 24 g de proteína por scoop, se disuelve fácil y tiene sabores que no cansan.',
    description: paragraphs(
      'Gold Standard 100% Whey es una mezcla de proteína aislada, concentrada y péptidos de suero de leche. Cada scoop aporta 24 g de proteína, unos 5 g de BCAA de forma natural y apenas 120 calorías, con muy poca grasa y azúcar.',
      'Es una buena elección si entrenas fuerza varias veces por semana y te cuesta llegar a tu meta de proteína solo con comida. Se mezcla en segundos con agua o leche, sin grumos, y los sabores son suaves para tomarla todos los días.',
      'No reemplaza tus comidas: úsala para completar lo que te falta, por ejemplo después de entrenar o en el desayuno con avena y fruta.',
    ),
    ingredients:
      'Mezcla de proteínas (aislado de proteína de suero de leche, concentrado de proteína de suero de leche, péptidos de suero de leche), cacao procesado con álcali (en sabores de chocolate), saborizantes naturales y artificiales, lecitina de soya, goma xantana, acesulfame de potasio, sucralosa. Contiene leche y soya.',
    usage: WHEY_USAGE('1 scoop (30,4 g)'),
    invima: 'RSiA16I104532',
    servingSize: '1 scoop (30,4 g)',
    pack: 'tub',
    arrivedDaysAgo: 388,
    variants: buildVariants(
      'ON-GSW',
      [lb(2, 29, 199900), lb(5, 74, 409900, { compareAt: 459900, flavours: ['CHOC', 'VAIN', 'FRES', 'COOK'] })],
      ['CHOC', 'VAIN', 'FRES', 'COOK', 'MOCH'],
      { stock: { '2LB-MOCH': 0 } },
    ),
  },
  {
    slug: 'nitro-tech-whey-protein',
    name: 'Nitro-Tech Whey Protein',
    brand: 'muscletech',
    category: 'proteinas',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Proteína whey con 30 g de proteína y 3 g de creatina por porción, pensada para quienes entrenan fuerte.',
    description: paragraphs(
      'Nitro-Tech combina péptidos y aislado de suero de leche con concentrado de suero, y suma 3 g de creatina monohidratada en cada porción. Así obtienes en un solo batido la proteína para tu recuperación y la dosis diaria de creatina.',
      'Está pensada para personas que entrenan con pesas y buscan ganar fuerza y masa muscular. Si ya tomas creatina por aparte, ten en cuenta esta dosis para no duplicarla.',
      'La porción es generosa (dos medidas), así que un tarro de 4 lb rinde unas 40 tomas. Sabe bien con agua y todavía mejor con leche fría.',
    ),
    ingredients:
      'Mezcla de proteínas (péptidos de suero de leche, aislado de proteína de suero de leche, concentrado de proteína de suero de leche), creatina monohidratada, saborizantes naturales y artificiales, cacao en polvo (en sabor chocolate), lecitina de soya, sal, goma celulosa, sucralosa, acesulfame de potasio. Contiene leche y soya.',
    usage: WHEY_USAGE('2 medidas (46 g)'),
    invima: 'RSiA19I098877',
    servingSize: '2 medidas (46 g)',
    pack: 'tub',
    arrivedDaysAgo: 214,
    variants: buildVariants(
      'MT-NTW',
      [lb(2, 20, 204900), lb(4, 40, 359900, { flavours: ['CHOC', 'VAIN', 'COOK'] })],
      ['CHOC', 'VAIN', 'FRES', 'COOK'],
      { stock: { '4LB-COOK': 0 } },
    ),
  },
  {
    slug: 'syntha-6',
    name: 'Syntha-6',
    brand: 'bsn',
    category: 'proteinas',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Mezcla de seis proteínas de absorción rápida y lenta, con textura cremosa de malteada: ideal como snack.',
    description: paragraphs(
      'Syntha-6 combina proteínas de suero, caseína micelar, proteína de leche y albúmina de huevo. Por eso se absorbe de forma más gradual que una whey pura y te deja satisfecho por más tiempo.',
      'Su textura es espesa y cremosa, muy parecida a una malteada. Aporta 22 g de proteína por porción y algo más de calorías y grasa que una whey tradicional, así que funciona muy bien entre comidas o antes de dormir.',
      'Si buscas una proteína muy baja en calorías para una etapa de definición estricta, mira mejor una aislada; si quieres algo rico y que llene, esta es para ti.',
    ),
    ingredients:
      'Matriz de proteínas (concentrado de proteína de suero, caseinato de calcio, caseína micelar, aislado de proteína de leche, albúmina de huevo, aislado de proteína de suero), crema no láctea (aceite de girasol, sólidos de jarabe de maíz), polidextrosa, saborizantes naturales y artificiales, aceite de triglicéridos de cadena media, lecitina de soya, sucralosa, acesulfame de potasio. Contiene leche, huevo y soya.',
    usage: WHEY_USAGE('2 scoops (47 g)'),
    invima: 'RSiA17I112045',
    servingSize: '2 scoops (47 g)',
    pack: 'tub',
    arrivedDaysAgo: 301,
    variants: buildVariants('BSN-SY6', [lb(2, 19, 194900), lb(5, 48, 399900)], ['CHOC', 'VAIN', 'FRES', 'COOK']),
  },
  {
    slug: 'ultra-whey-pro',
    name: 'Ultra Whey Pro',
    brand: 'universal-nutrition',
    category: 'proteinas',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Whey de buena relación precio-calidad, con 20 g de proteína por scoop y sabores fáciles de tomar.',
    description: paragraphs(
      'Ultra Whey Pro es una mezcla de concentrado, aislado e hidrolizado de suero de leche con 20 g de proteína por scoop. Es una opción sencilla y rendidora para tomar a diario sin gastar de más.',
      'Funciona bien si estás empezando en el gimnasio o si quieres una proteína de batalla para después de cada entrenamiento. Se disuelve bien con agua y el sabor a chocolate es de los favoritos.',
    ),
    ingredients:
      'Mezcla de proteínas (concentrado de proteína de suero de leche, aislado de proteína de suero de leche, proteína de suero hidrolizada), cacao en polvo, saborizantes naturales y artificiales, lecitina de soya, goma xantana, sucralosa. Contiene leche y soya.',
    usage: WHEY_USAGE('1 scoop (30 g)'),
    invima: 'RSiA18I087321',
    servingSize: '1 scoop (30 g)',
    pack: 'tub',
    arrivedDaysAgo: 97,
    variants: buildVariants(
      'UN-UWP',
      [lb(2, 30, 169900, { compareAt: 189900 }), lb(5, 75, 329900)],
      ['CHOC', 'VAIN', 'FRES'],
    ),
  },
  {
    slug: 'king-whey',
    name: 'King Whey',
    brand: 'ronnie-coleman',
    category: 'proteinas',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Whey de la línea de Ronnie Coleman con 25 g de proteína y enzimas digestivas en cada scoop.',
    description: paragraphs(
      'King Whey combina aislado, concentrado e hidrolizado de suero de leche y suma enzimas digestivas para que el batido caiga liviano. Cada scoop aporta 25 g de proteína.',
      'Es para quienes entrenan con frecuencia y buscan una proteína sabrosa para después del gimnasio. Si eres sensible a la lactosa, las enzimas pueden ayudarte a tolerarla mejor, aunque no es un producto libre de lactosa.',
    ),
    ingredients:
      'Mezcla de proteínas (aislado de proteína de suero de leche, concentrado de proteína de suero de leche, proteína de suero hidrolizada), saborizantes naturales y artificiales, cacao en polvo, goma xantana, sal, sucralosa, mezcla de enzimas (proteasa, lactasa, amilasa). Contiene leche.',
    usage: WHEY_USAGE('1 scoop (32 g)'),
    invima: 'RSiA21I004518',
    servingSize: '1 scoop (32 g)',
    pack: 'tub',
    arrivedDaysAgo: 45,
    variants: buildVariants('RC-KW', [lb(2, 28, 179900), lb(5, 70, 349900)], ['CHOC', 'VAIN', 'COOK']),
  },
  {
    slug: 'elite-100-whey',
    name: 'Elite 100% Whey',
    brand: 'dymatize',
    category: 'proteinas',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary:
      'Whey de Dymatize con 25 g de proteína, 5,5 g de BCAA y sabores de repostería que se disuelven sin grumos.',
    description: paragraphs(
      'Elite 100% Whey mezcla concentrado y aislado de suero de leche para darte 25 g de proteína por scoop, con 5,5 g de BCAA y cerca de 2,6 g de leucina de forma natural.',
      'Es una proteína equilibrada para el día a día: sirve para después de entrenar, para tu desayuno o como merienda. Los sabores son suaves y combinan bien con avena, frutas o café.',
      'Acompáñala de una alimentación variada; la proteína en polvo es un complemento práctico, no una comida completa.',
    ),
    ingredients:
      'Mezcla de proteínas (concentrado de proteína de suero de leche, aislado de proteína de suero de leche), cacao procesado con álcali, saborizantes naturales y artificiales, sal, lecitina de girasol, goma xantana, sucralosa, acesulfame de potasio. Contiene leche.',
    usage: WHEY_USAGE('1 scoop (32 g)'),
    invima: 'RSiA20I051276',
    servingSize: '1 scoop (32 g)',
    pack: 'tub',
    arrivedDaysAgo: 160,
    variants: buildVariants(
      'DY-ELW',
      [lb(2, 28, 184900), lb(5, 71, 374900, { compareAt: 419900 })],
      ['CHOC', 'VAIN', 'FRES', 'MOCH'],
    ),
  },
  {
    slug: 'smart-whey-100',
    name: 'Smart Whey 100%',
    brand: 'smart-muscle',
    category: 'proteinas',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Proteína whey hecha en Colombia, con 24 g de proteína por porción y sabores como arequipe y banano.',
    description: paragraphs(
      'Smart Whey 100% es una proteína de suero de leche fabricada en Colombia, con 24 g de proteína por porción y un perfil completo de aminoácidos. Viene en doypack con cierre hermético, fácil de guardar.',
      'Es una excelente opción para tomar todos los días sin que se dispare tu presupuesto. Los sabores están pensados para el gusto colombiano: el arequipe y el banano quedan muy bien con leche.',
      'Úsala después de entrenar o para completar la proteína de tus comidas, dentro de una dieta equilibrada.',
    ),
    ingredients:
      'Concentrado de proteína de suero de leche, aislado de proteína de suero de leche, saborizante natural e idéntico al natural, cacao en polvo (sabor chocolate), goma xantana, lecitina de soya, sucralosa, dióxido de silicio. Contiene leche y soya.',
    usage: WHEY_USAGE('1 scoop (32 g)'),
    invima: 'SD2020-0004821',
    servingSize: '1 scoop (32 g)',
    pack: 'bag',
    arrivedDaysAgo: 12,
    variants: buildVariants(
      'SM-SWH',
      [lb(2, 28, 164900), lb(5, 70, 324900, { compareAt: 369900, flavours: ['CHOC', 'VAIN', 'AREQ'] })],
      ['CHOC', 'VAIN', 'FRES', 'BAN', 'AREQ'],
    ),
  },
  {
    slug: 'pro-whey-100',
    name: 'Pro Whey 100%',
    brand: 'proscience',
    category: 'proteinas',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Whey colombiana con 25 g de proteína por scoop, enzimas digestivas y sabor a arequipe.',
    description: paragraphs(
      'Pro Whey 100% es una proteína de suero de leche concentrada y aislada, producida en Colombia, con 25 g de proteína por scoop y enzimas digestivas añadidas.',
      'Te sirve para recuperarte después de entrenar o para subir la proteína de tu desayuno. Se mezcla bien en shaker y no deja sensación pesada.',
    ),
    ingredients:
      'Concentrado de proteína de suero de leche, aislado de proteína de suero de leche, saborizantes naturales e idénticos al natural, cacao (sabor chocolate), goma guar, sucralosa, papaína, bromelina. Contiene leche.',
    usage: WHEY_USAGE('1 scoop (33 g)'),
    invima: 'SD2019-0003712',
    servingSize: '1 scoop (33 g)',
    pack: 'tub',
    arrivedDaysAgo: 73,
    variants: buildVariants('PS-PW', [lb(2, 27, 169900), lb(5, 68, 334900)], ['CHOC', 'VAIN', 'COOK', 'AREQ']),
  },
  {
    slug: 'whey-protein-stevia',
    name: 'Whey Protein Stevia',
    brand: 'healthy-sports',
    category: 'proteinas',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Proteína whey endulzada solo con stevia, sin sucralosa ni colorantes artificiales.',
    description: paragraphs(
      'Whey Protein Stevia es un concentrado de proteína de suero de leche endulzado únicamente con stevia. Aporta 23 g de proteína por porción y no lleva sucralosa ni colorantes artificiales.',
      'Está pensada para quienes prefieren etiquetas cortas y un sabor menos dulce. Puedes usarla en batidos, en avena o en recetas como pancakes de proteína.',
    ),
    ingredients:
      'Concentrado de proteína de suero de leche, cacao en polvo (sabor chocolate), saborizantes naturales, goma xantana, glucósidos de esteviol. Contiene leche.',
    usage: WHEY_USAGE('1 scoop (30 g)'),
    invima: 'SD2021-0005639',
    servingSize: '1 scoop (30 g)',
    pack: 'bag',
    arrivedDaysAgo: 230,
    variants: buildVariants('HS-WPS', [lb(2, 30, 162900), lb(4, 60, 299900)], ['CHOC', 'VAIN', 'FRES']),
  },
];

/** Every product of the "proteinas" category. */
export const proteinas: SeedProduct[] = [...wheys, ...isolates];
