/**
 * The information pages every Colombian online store publishes (terms, privacy, shipping,
 * returns, payments, FAQ, about, contact), as typed content. Each page lives in its own file
 * under ./info/; this module only collects them.
 */
import { terminosYCondiciones } from './info/terminos-y-condiciones';
import { politicaDePrivacidad } from './info/politica-de-privacidad';
import { envios } from './info/envios';
import { cambiosYDevoluciones } from './info/cambios-y-devoluciones';
import { mediosDePago } from './info/medios-de-pago';
import { preguntasFrecuentes } from './info/preguntas-frecuentes';
import { quienesSomos } from './info/quienes-somos';
import { contacto } from './info/contacto';

import type { InfoPage } from './info-types';

export type { InfoBlock, InfoPage } from './info-types';

export const infoPages: InfoPage[] = [
  terminosYCondiciones,
  politicaDePrivacidad,
  envios,
  cambiosYDevoluciones,
  mediosDePago,
  preguntasFrecuentes,
  quienesSomos,
  contacto,
];

export const findInfoPage = (slug: string): InfoPage | undefined => infoPages.find((page) => page.slug === slug);
