import type { ReactNode } from 'react';

/** The narrow, centred frame of the sign-in, sign-up and password pages: the page's h1, a line of intro, the form. */
export function AuthFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="text-2xl font-extrabold md:text-3xl">{title}</h1>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
