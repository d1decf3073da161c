import { formatLongDate } from '../../core/shared/bogota-time-text';
import { parseCalendarDate } from '../../core/shared/calendar-date';
import { Breadcrumbs } from '../components/breadcrumbs';
import type { InfoPage as InfoContent } from '../content/info-pages';

/** The content's date (YYYY-MM-DD, checked by the content's tests) as a shopper reads it. */
const updatedOn = (iso: string) => {
  const date = parseCalendarDate(iso);
  return date.ok ? formatLongDate(date.value) : iso;
};

/** An information page (terms, privacy, shipping, returns…), rendered from its typed content. */
export function InfoPage({ content }: { content: InfoContent }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumbs trail={[{ label: content.title }]} />
      <h1 className="text-3xl font-extrabold">{content.title}</h1>
      <p className="mt-1 text-sm text-muted">Actualizado el {updatedOn(content.updated)}</p>
      {content.blocks.map((b, i) =>
        b.kind === 'h2' ? (
          <h2 key={i} className="mt-8 text-xl font-bold">
            {b.text}
          </h2>
        ) : b.kind === 'p' ? (
          <p key={i} className="mt-3 leading-7">
            {b.text}
          </p>
        ) : (
          <ul key={i} className="mt-3 list-disc space-y-1 pl-6 leading-7">
            {b.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </article>
  );
}
