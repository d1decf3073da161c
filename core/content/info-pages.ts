/**
 * The information pages every Colombian online store publishes (terms, privacy, shipping,
 * returns, payments, FAQ, about, contact, stores…), as typed content. Each page lives in its own file
 * under ./info/; this module only collects them, in the footer's order.
 */
import { terminosCondiciones } from './info/terminos-condiciones';
import { politicaPrivacidad } from './info/politica-privacidad';
import { metodoFormasEnvio } from './info/metodo-formas-envio';
import { politicaDevolucion } from './info/politica-devolucion';
import { metodoFormasPago } from './info/metodo-formas-pago';
import { preguntasFrecuentes } from './info/preguntas-frecuentes';
import { quienesSomos } from './info/quienes-somos';
import { contactenos } from './info/contactenos';
import { franquicias } from './info/franquicias';
import { guia } from './info/guia';
import { notificacionesJudiciales } from './info/notificaciones-judiciales';
import { tiendas } from './info/tiendas';

import type { InfoPage } from './info-types';

export type { InfoBlock, InfoPage } from './info-types';

export const infoPages: InfoPage[] = [
  terminosCondiciones,
  politicaPrivacidad,
  metodoFormasEnvio,
  politicaDevolucion,
  metodoFormasPago,
  preguntasFrecuentes,
  guia,
  quienesSomos,
  tiendas,
  contactenos,
  franquicias,
  notificacionesJudiciales,
];

export const findInfoPage = (slug: string): InfoPage | undefined => infoPages.find((page) => page.slug === slug);
