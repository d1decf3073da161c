import type { ReactNode } from 'react';

/** One titled block of the account page, named by its h2 for screen readers and linkable by its id. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="rounded-xl border border-line p-4 md:p-6">
      <h2 id={`${id}-titulo`} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
