import { Link } from 'wouter';
import { PAYMENT_METHOD_TEXT } from '../../core/payments/methods';
import { contactLinks, endingSentence, nitDisplay, SIC } from '../../core/content/company';
import { capitalized } from '../../core/payments/payment-names';
import { PROGRAMMES } from '../lib/programmes';
import { useSettings } from '../lib/settings-context';
import type { InfoLink } from '../lib/page-shell';

/**
 * How the footer waits below the first screen: the browser styles, lays out and paints it only once it comes near the
 * screen (a sixth of a category page's elements, a screen and a half of height on a phone). Until then it holds a
 * little more than the seed's footer takes at each width (1 124, 926, 850 and 550 px), and once drawn it keeps its real
 * height (`auto`): nothing above it moves, and a page scrolled to its end only gets shorter, never longer, as it draws.
 * Its links' focus rings stay inside its padding, so the clipping this implies changes nothing seen.
 */
export const FOOTER_DRAWN_LATE =
  '[content-visibility:auto] [contain-intrinsic-block-size:auto_72rem] sm:[contain-intrinsic-block-size:auto_60rem] md:[contain-intrinsic-block-size:auto_56rem] lg:[contain-intrinsic-block-size:auto_36rem]';

/** Footer: information pages, the programmes (calculator, referrals, levels, ranking), payment methods, contact, and the company's legal facts with the SIC link. */
export function Footer({ infoLinks }: { infoLinks: readonly InfoLink[] }) {
  const { paymentMethods, company } = useSettings();
  const links = contactLinks(company);
  return (
    <footer className={`mt-12 border-t border-line bg-surface text-sm ${FOOTER_DRAWN_LATE}`}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <nav aria-label="Información">
          <h2 className="mb-3 font-bold">Información</h2>
          <ul className="space-y-2">
            {infoLinks.map((p) => (
              <li key={p.slug}>
                <Link href={`/${p.slug}/`} className="hover:text-brand">
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Beneficios">
          <h2 className="mb-3 font-bold">Beneficios</h2>
          <ul className="space-y-2">
            {PROGRAMMES.map((p) => (
              <li key={p.href}>
                <Link href={p.href} className="hover:text-brand">
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-bold">Medios de pago</h2>
          <ul className="flex flex-wrap gap-2">
            {paymentMethods.map((m) => (
              <li key={m} className="rounded-md border border-line bg-white px-2 py-1 text-xs font-semibold">
                {capitalized(PAYMENT_METHOD_TEXT[m].short)}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-bold">Contacto</h2>
          <ul className="space-y-2">
            <li>
              <a href={links.whatsapp} className="hover:text-brand">
                WhatsApp {company.whatsapp}
              </a>
            </li>
            <li>
              <a href={links.phone} className="hover:text-brand">
                {company.phone}
              </a>
            </li>
            <li>
              <a href={links.email} className="hover:text-brand">
                {company.email}
              </a>
            </li>
            {company.hours.map((h) => (
              <li key={h} className="text-muted">
                {h}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-bold">{company.legalName}</h2>
          <p>NIT {nitDisplay(company)}</p>
          <p>{company.address}</p>
          <p className="mt-3">
            <a href={SIC.url} className="underline hover:text-brand" rel="noopener">
              {SIC.name}
            </a>
          </p>
        </div>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-xs text-muted">
        {`© 2026 ${endingSentence(company.legalName)}`} Los suplementos dietarios no son medicamentos y no suplen una
        alimentación equilibrada.
      </p>
    </footer>
  );
}
