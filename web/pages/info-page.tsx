import { Link } from 'wouter';
import { formatLongDate } from '../../core/shared/bogota-time-text';
import { parseCalendarDate } from '../../core/shared/calendar-date';
import { Breadcrumbs } from '../components/breadcrumbs';
import { GuideVideo } from '../components/guide-video';
import { LeadForm } from '../components/lead-form';
import { StoreList } from '../components/store-list';
import type { InfoBlock, InfoPage as InfoContent } from '../../core/content/info-pages';

/** The content's date (YYYY-MM-DD, checked by the content's tests) as a shopper reads it. */
const updatedOn = (iso: string) => {
  const date = parseCalendarDate(iso);
  return date.ok ? formatLongDate(date.value) : iso;
};

/** An information page (terms, privacy, shipping, returns, stores, guide…), rendered from its typed content. */
export function InfoPage({ content }: { content: InfoContent }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumbs trail={[{ label: content.title }]} />
      <h1 className="text-3xl font-extrabold">{content.title}</h1>
      <p className="mt-1 text-sm text-muted">Actualizado el {updatedOn(content.updated)}</p>
      {content.blocks.map((b, i) => (
        <Block key={i} block={b} />
      ))}
    </article>
  );
}

function Block({ block: b }: { block: InfoBlock }) {
  switch (b.kind) {
    case 'h2':
      return <h2 className="mt-8 text-xl font-bold">{b.text}</h2>;
    case 'p':
      return <p className="mt-3 leading-7">{b.text}</p>;
    case 'ul':
      return (
        <ul className="mt-3 list-disc space-y-1 pl-6 leading-7">
          {b.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'links':
      return (
        <ul className="mt-3 flex flex-wrap gap-3">
          {b.items.map((l) => (
            <li key={l.href}>
              <Link
                href={l.href}
                className="inline-flex h-11 items-center rounded-full border border-line px-4 font-semibold hover:border-brand hover:text-brand"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      );
    case 'stores':
      return <StoreList />;
    case 'video':
      return <GuideVideo id={b.id} title={b.title} thumbnail={b.thumbnail} />;
    case 'form':
      return <LeadForm form={b.form} />;
  }
}
