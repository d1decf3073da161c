import { CALCULATOR_PATH } from '../../../contract/page-paths';
import { CALCULATOR_CARD, CALCULATOR_PAGE } from '../../lib/calculator-query';
import type { CalculatorPage } from '../loaders/calculator';
import type { HeadRow } from '../page-row';
import { ownPageHead } from './head-parts';

const CARD = {
  name: CALCULATOR_CARD,
  title: CALCULATOR_PAGE.title,
  subtitle: 'Tus calorías y macros para bajar, mantener o subir de peso.',
};

/** The calculator's head: a sent form's address is shareable but repeats the calculator with other figures, so it is
 * not indexed and points at the calculator. */
export const calculatorHead: HeadRow<CalculatorPage> = {
  head: (page, at) =>
    ownPageHead(at, {
      path: CALCULATOR_PATH,
      description:
        'Calcula gratis tu metabolismo basal, tus calorías diarias y tus gramos de proteína, grasa y carbohidratos para bajar, mantener o subir de peso.',
      card: CARD,
      crumb: CALCULATOR_PAGE.crumb,
      indexed: !page.sent,
    }),
  sitemap: () => [CALCULATOR_PATH],
  cards: [CARD],
};
