import { lazy, Suspense } from 'react';
import type { LeadKind } from '../../core/leads/lead';

/** The server renders a page in one synchronous pass (renderToString), so it holds both forms' code before the first
 * page. In the browser each form's code is its own chunk, downloaded by the page that shows it: the other information
 * pages (and any page that prefetches them) never carry it. While it loads, the server's HTML stays in place (React
 * hydrates the boundary once the chunk is there), so the form works from the first paint, before and without JavaScript. */
const onServer = typeof document === 'undefined';

const ContactForm = onServer
  ? (await import('./contact-form')).ContactForm
  : lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

const FranchiseForm = onServer
  ? (await import('./franchise-form')).FranchiseForm
  : lazy(() => import('./franchise-form').then((m) => ({ default: m.FranchiseForm })));

/** The contact or franchise form of an information page; its space is kept while its code loads on a client-side
 * navigation. */
export function LeadForm({ form }: { form: LeadKind }) {
  return (
    <Suspense fallback={<div className="mt-8 min-h-[40rem] rounded-xl border border-line" aria-busy="true" />}>
      {form === 'contact' ? <ContactForm /> : <FranchiseForm />}
    </Suspense>
  );
}
