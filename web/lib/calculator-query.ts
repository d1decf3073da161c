/** The page's name: its title (and social card's) and its crumb. */
export const CALCULATOR_PAGE = {
  title: 'Calculadora de calorías y macros',
  /** Its crumb in the breadcrumbs (shown and in JSON-LD). */
  crumb: 'Calculadora de calorías',
} as const;

/** The name of its social card, `/img/og/paginas/{name}.png` (server/social-images.ts). */
export const CALCULATOR_CARD = 'calculadora-de-calorias';

/** The form's fields, named as in its address (`?sexo=mujer&edad=30&peso=62&estatura=165&actividad=moderada…`). */
export const CALCULATOR_FIELDS = ['sexo', 'edad', 'peso', 'estatura', 'actividad', 'objetivo'] as const;
export type CalculatorFormField = (typeof CALCULATOR_FIELDS)[number];

/** The form as the shopper filled it in (or the address says): text, exactly as typed, so nothing is lost on a
 * re-shown form. */
export type CalculatorForm = Readonly<Record<CalculatorFormField, string>>;

/** The form before anything is sent: keeping one's weight is the usual starting point. */
export const EMPTY_FORM: CalculatorForm = {
  sexo: '',
  edad: '',
  peso: '',
  estatura: '',
  actividad: '',
  objetivo: 'mantener',
};

/** Longer than any real answer: a pasted novel is not echoed back into the page. */
const MAX_VALUE = 12;

/**
 * The form an address carries, and whether it was sent at all: an address without any of the form's fields (the bare
 * page, or one with only a campaign's parameters) shows the empty form, without errors. Only the first value of a
 * field counts.
 */
export const readCalculatorQuery = (search: URLSearchParams): { form: CalculatorForm; sent: boolean } => {
  const sent = CALCULATOR_FIELDS.some((field) => search.has(field));
  if (!sent) return { form: EMPTY_FORM, sent };
  const value = (field: CalculatorFormField) => (search.get(field) ?? '').trim().slice(0, MAX_VALUE);
  return {
    sent,
    form: {
      sexo: value('sexo'),
      edad: value('edad'),
      peso: value('peso'),
      estatura: value('estatura'),
      actividad: value('actividad'),
      objetivo: value('objetivo'),
    },
  };
};
