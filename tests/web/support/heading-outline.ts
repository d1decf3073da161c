/** The headings of server-rendered HTML in document order, as "h2 Productos" (tags inside a heading dropped). */
export const headingOutline = (html: string): string[] =>
  [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(
    ([, level, text]) => `h${level} ${text.replace(/<[^>]+>/g, '').trim()}`,
  );

/** Where the outline skips a level going down (an h3 right after an h1): what Lighthouse's heading-order fails. */
export const skippedLevels = (outline: readonly string[]): string[] =>
  outline.filter((heading, i) => i > 0 && Number(heading[1]) > Number(outline[i - 1][1]) + 1);
