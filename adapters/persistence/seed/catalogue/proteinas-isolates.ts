import type { SeedProduct } from '../seed-types';
import { buildVariants, lb, metric, paragraphs, usage } from './variants';

const SHAKE = (scoop: string, when: string) =>
  usage(`Mezcla ${scoop} en 200 a 250 ml de agua o leche fría y agita durante 20 segundos. ${when}`);

/** Isolates, hydrolysates, casein and plant proteins of the "proteinas" category. */
export const isolates: SeedProduct[] = [
  {
    slug: 'iso-100-hydrolyzed',
    name: 'ISO 100 Hydrolyzed',
    brand: 'dymatize',
    category: 'proteinas',
    goal: 'definir',
    taxRate: 0.19,
    summary:
      'Proteína aislada e hidrolizada: 25 g de proteína, menos de 1 g de azúcar y casi nada de grasa ni lactosa.',
    description: paragraphs(
      'ISO 100 es proteína de suero hidrolizada y aislada por microfiltración. Cada scoop da 25 g de proteína con menos de 1 g de azúcar y de grasa, y apenas 110 calorías.',
      'Es ideal si estás en definición y cuentas cada caloría, o si la whey concentrada te cae pesada: al ser aislada, tiene muy poca lactosa y la toleran bien muchas personas sensibles.',
      'Se disuelve de inmediato, incluso en agua fría, y su textura es ligera. Es de las proteínas más puras que encontrarás, y eso se refleja en su precio.',
    ),
    ingredients:
      'Proteína de suero de leche hidrolizada, aislado de proteína de suero de leche, cacao procesado con álcali (sabores de chocolate), saborizantes naturales y artificiales, sal, lecitina de soya, sucralosa, goma xantana. Contiene leche y soya.',
    usage: SHAKE(
      '1 scoop (30 g)',
      'Tómalo después de entrenar o entre comidas. Puedes tomar de 1 a 2 porciones al día.',
    ),
    invima: 'RSiA15I046790',
    servingSize: '1 scoop (30 g)',
    pack: 'tub',
    arrivedDaysAgo: 350,
    variants: buildVariants(
      'DY-ISO',
      [lb(1.6, 20, 219900), lb(5, 71, 519900, { compareAt: 579900, flavours: ['CHOC', 'VAIN', 'COOK'] })],
      ['CHOC', 'VAIN', 'FRES', 'COOK'],
    ),
  },
  {
    slug: 'gold-standard-100-isolate',
    name: 'Gold Standard 100% Isolate',
    brand: 'optimum-nutrition',
    category: 'proteinas',
    goal: 'definir',
    taxRate: 0.19,
    summary: 'La versión aislada de Gold Standard: 25 g de proteína por scoop con 0,5 g de grasa y 1 g de azúcar.',
    description: paragraphs(
      'Gold Standard 100% Isolate usa aislado de suero de leche como fuente principal de proteína. Aporta 25 g de proteína por scoop con muy poca grasa, azúcar y lactosa.',
      'Es para quienes quieren el sabor y la mezcla de Gold Standard, pero con menos calorías, por ejemplo en una etapa de definición o si la whey concentrada les cae pesada.',
    ),
    ingredients:
      'Aislado de proteína de suero de leche, proteína de suero de leche hidrolizada, cacao procesado con álcali (sabor chocolate), saborizantes naturales y artificiales, lecitina de soya, sal, goma xantana, sucralosa. Contiene leche y soya.',
    usage: SHAKE('1 scoop (31 g)', 'Tómalo después de entrenar o entre comidas, hasta 2 porciones al día.'),
    invima: 'RSiA22I063418',
    servingSize: '1 scoop (31 g)',
    pack: 'tub',
    arrivedDaysAgo: 28,
    variants: buildVariants('ON-GSI', [lb(1.6, 23, 239900), lb(5, 73, 539900)], ['CHOC', 'VAIN']),
  },
  {
    slug: 'isofit',
    name: 'IsoFit',
    brand: 'nutrex',
    category: 'proteinas',
    goal: 'definir',
    taxRate: 0.19,
    summary: 'Aislado de suero de Nutrex con 25 g de proteína y muy pocos carbohidratos, para etapas de definición.',
    description: paragraphs(
      'IsoFit es una proteína aislada de suero de leche con 25 g de proteína por scoop, menos de 1 g de grasa y muy pocos carbohidratos.',
      'Te sirve si estás cuidando las calorías pero no quieres descuidar la proteína. Al ser aislada, se digiere con facilidad y la puedes tomar en cualquier momento del día.',
      'Combínala con un plan de alimentación y entrenamiento: ninguna proteína define por sí sola.',
    ),
    ingredients:
      'Aislado de proteína de suero de leche (microfiltrado), cacao en polvo (sabor chocolate), saborizantes naturales y artificiales, lecitina de girasol, goma xantana, sucralosa, acesulfame de potasio. Contiene leche.',
    usage: SHAKE('1 scoop (29 g)', 'Tómalo después de entrenar o entre comidas, de 1 a 2 veces al día.'),
    invima: 'RSiA18I075502',
    servingSize: '1 scoop (29 g)',
    pack: 'tub',
    arrivedDaysAgo: 190,
    variants: buildVariants('NX-ISF', [lb(2, 31, 249900), lb(5, 78, 509900)], ['CHOC', 'VAIN', 'FRES']),
  },
  {
    slug: 'gold-standard-100-casein',
    name: 'Gold Standard 100% Casein',
    brand: 'optimum-nutrition',
    category: 'proteinas',
    goal: 'ganar-masa',
    taxRate: 0.19,
    summary: 'Caseína micelar de absorción lenta con 24 g de proteína: perfecta como último batido antes de dormir.',
    description: paragraphs(
      'Gold Standard 100% Casein es caseína micelar, la proteína que se digiere más despacio. Cada scoop aporta 24 g de proteína que tu cuerpo va absorbiendo durante varias horas.',
      'Por eso es la favorita para tomar antes de dormir o cuando vas a pasar mucho tiempo sin comer. Con poca agua queda espesa, casi como un pudín que puedes comer con cuchara.',
    ),
    ingredients:
      'Caseína micelar, cacao procesado con álcali (sabor chocolate), saborizantes naturales y artificiales, goma celulosa, goma xantana, lecitina de soya, sal, acesulfame de potasio, sucralosa. Contiene leche y soya.',
    usage: SHAKE(
      '1 scoop (34 g)',
      'Tómalo 30 minutos antes de dormir o entre comidas. Si lo prefieres tipo pudín, usa solo 100 ml de líquido.',
    ),
    invima: 'RSiA17I090114',
    servingSize: '1 scoop (34 g)',
    pack: 'tub',
    arrivedDaysAgo: 256,
    variants: buildVariants('ON-GSC', [lb(2, 26, 224900, { compareAt: 249900 })], ['CHOC', 'VAIN', 'COOK']),
  },
  {
    slug: 'vegan-protein',
    name: 'Vegan Protein',
    brand: 'healthy-sports',
    category: 'proteinas',
    goal: 'salud',
    taxRate: 0.19,
    summary: 'Proteína vegetal de arveja y arroz con 22 g de proteína por porción, sin lácteos y endulzada con stevia.',
    description: paragraphs(
      'Vegan Protein combina proteína de arveja y de arroz integral para lograr un perfil de aminoácidos completo. Aporta 22 g de proteína por porción y no tiene lácteos, huevo ni soya.',
      'Es para quienes llevan una alimentación vegana o vegetariana, o no toleran la proteína de la leche. Su textura es un poco más densa que la de una whey; queda mejor en licuadora con fruta o bebida vegetal.',
    ),
    ingredients:
      'Aislado de proteína de arveja, proteína de arroz integral, cacao en polvo (sabor chocolate), saborizantes naturales, goma guar, sal marina, glucósidos de esteviol.',
    usage: SHAKE(
      '1 scoop (31 g)',
      'Para mejor textura, licúalo con fruta o bebida de almendras. Tómalo después de entrenar o con tu desayuno.',
    ),
    invima: 'SD2022-0001987',
    servingSize: '1 scoop (31 g)',
    pack: 'bag',
    arrivedDaysAgo: 64,
    variants: buildVariants('HS-VGP', [lb(2, 29, 179900)], ['CHOC', 'VAIN']),
  },
  {
    slug: 'syntha-6-isolate',
    name: 'Syntha-6 Isolate',
    brand: 'bsn',
    category: 'proteinas',
    goal: 'definir',
    taxRate: 0.19,
    summary: 'El sabor cremoso de Syntha-6 con aislados de proteína: 25 g de proteína y menos grasa por porción.',
    description: paragraphs(
      'Syntha-6 Isolate conserva la textura cremosa de la línea Syntha-6, pero con aislado de suero y aislado de proteína de leche como fuentes principales. Aporta 25 g de proteína por porción.',
      'Es una buena opción si te gusta una proteína con cuerpo, tipo malteada, y quieres menos grasa que la Syntha-6 original. Funciona tanto después de entrenar como entre comidas.',
    ),
    ingredients:
      'Mezcla de proteínas (aislado de proteína de suero de leche, aislado de proteína de leche), cacao procesado con álcali (sabor chocolate), saborizantes naturales y artificiales, goma celulosa, lecitina de soya, sal, sucralosa, acesulfame de potasio. Contiene leche y soya.',
    usage: SHAKE('1 scoop (38 g)', 'Tómalo después de entrenar o entre comidas, de 1 a 2 veces al día.'),
    invima: 'RSiA19I027763',
    servingSize: '1 scoop (38 g)',
    pack: 'tub',
    arrivedDaysAgo: 122,
    variants: buildVariants('BSN-S6I', [lb(2, 24, 239900)], ['CHOC', 'VAIN', 'FRES'], { soldOut: true }),
  },
  {
    slug: 'clear-whey-isolate',
    name: 'Clear Whey Isolate',
    brand: 'smart-muscle',
    category: 'proteinas',
    goal: 'definir',
    taxRate: 0.19,
    summary: 'Proteína aislada clara y refrescante, tipo jugo: 20 g de proteína por porción y sabores frutales.',
    description: paragraphs(
      'Clear Whey Isolate es un aislado de suero de leche procesado para que, al mezclarlo con agua, quede transparente y ligero como un jugo, no como una malteada. Aporta 20 g de proteína y unas 85 calorías por porción.',
      'Es perfecta para el clima caliente o si te cansaste de los batidos cremosos. Los sabores frutales (limón, mango, frutos rojos y maracuyá) se disfrutan bien fríos, justo después de entrenar.',
      'Al agitarla se forma algo de espuma: déjala reposar un minuto y desaparece.',
    ),
    ingredients:
      'Aislado de proteína de suero de leche hidrolizado, ácido cítrico, ácido málico, saborizantes naturales e idénticos al natural, sucralosa, colorantes naturales (betacaroteno, extracto de remolacha), antiespumante (dimetilpolisiloxano). Contiene leche.',
    usage: usage(
      'Mezcla 1 scoop (25 g) en 300 a 400 ml de agua fría, agita y deja reposar un minuto. Tómalo después de entrenar o entre comidas. No lo mezcles con leche.',
    ),
    invima: 'SD2023-0006214',
    servingSize: '1 scoop (25 g)',
    pack: 'bag',
    arrivedDaysAgo: 3,
    variants: buildVariants('SM-CWI', [metric(500, 'g', 20, 159900)], ['LIM', 'MAN', 'FRR', 'MAR']),
  },
];
