// The SVG layouts of the social-network preview images (what WhatsApp, Facebook and X show for a
// shared link). Text and shapes only: the pack pictures are composited into the slots afterwards.

/** Width and height of a preview image, the size Facebook and X recommend. */
export const OG_WIDTH = 1200;
/** See OG_WIDTH. */
export const OG_HEIGHT = 630;

/** A square, in pixels from the top-left corner, that a picture is drawn into. */
export type Slot = { readonly left: number; readonly top: number; readonly size: number };

const BRAND = '#D41D38';
const INK = '#111827';
const MUTED = '#4B5563';
// Fonts that fontconfig finds on a bare Linux server; Arial resolves to the metric-compatible Liberation Sans.
const FONT = `'Liberation Sans', Arial, 'DejaVu Sans', sans-serif`;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

// Average advance of Liberation Sans Bold as a fraction of the font size, a little generous.
const advance = (text: string, size: number) => text.length * size * 0.58;

/** Greedy word wrap in at most `maxLines`; the last line ends in "…" when the text does not fit. */
export const wrapText = (text: string, size: number, width: number, maxLines: number): string[] => {
  const maxChars = Math.max(1, Math.floor(width / (size * 0.58)));
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const tail = kept[maxLines - 1];
  kept[maxLines - 1] = `${tail.length + 1 > maxChars ? tail.slice(0, maxChars - 1) : tail}…`;
  return kept;
};

/** The largest size (from `max` down to `min`) at which `text` fits in `maxLines` lines, and those lines. */
const fit = (text: string, width: number, maxLines: number, max: number, min: number) => {
  for (let size = max; size > min; size -= 4) {
    const lines = wrapText(text, size, width, maxLines);
    if (!lines.some((l) => l.endsWith('…'))) return { size, lines };
  }
  return { size: min, lines: wrapText(text, min, width, maxLines) };
};

const text = (x: number, y: number, size: number, weight: number, fill: string, content: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;

/** The Fornido mark (a red tile with the white "F" of the site's logo) and the name beside it. */
const MARK = `<rect width="56" height="56" rx="14" fill="${BRAND}"/><path d="M11 8h12v4h-8v3h7v4h-7v5h-4z" fill="#fff" transform="scale(1.75)"/>`;

const wordmark = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})">${MARK}` +
  text(72, 42, 40, 800, INK, 'Fornido', ' letter-spacing="-1"') +
  `</g>`;

const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" font-family="${FONT}">` +
  `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#FFFFFF"/>${body}` +
  `<rect y="${OG_HEIGHT - 14}" width="${OG_WIDTH}" height="14" fill="${BRAND}"/></svg>`;

/** Where the product's pack picture goes: a square on the left. */
export const PRODUCT_SLOT: Slot = { left: 40, top: 33, size: 550 };

/** What a product's preview says; `picture` tells whether a pack picture fills the slot. */
export type ProductCard = {
  readonly name: string;
  readonly brand: string;
  readonly price: string;
  readonly from: boolean;
  readonly picture: boolean;
};

/** A product: picture on the left; wordmark, brand, name and "desde $ 129.900" on the right. */
export const productCardSvg = (p: ProductCard): string => {
  const x = 650;
  const width = OG_WIDTH - x - 50;
  const name = fit(p.name, width, 3, 68, 40);
  const lineHeight = Math.round(name.size * 1.12);
  const brand = wrapText(p.brand.toUpperCase(), 26, width, 1)[0] ?? '';
  // The name sits centred between the brand line and the price, however many lines it takes.
  const nameTop = Math.round(225 + (245 - lineHeight * name.lines.length) / 2 + name.size * 0.8);
  return frame(
    (p.picture
      ? `<rect x="${PRODUCT_SLOT.left - 1}" y="${PRODUCT_SLOT.top - 1}" width="${PRODUCT_SLOT.size + 2}" height="${PRODUCT_SLOT.size + 2}" rx="29" fill="#E5E7EB"/>`
      : `<g transform="translate(${PRODUCT_SLOT.left + 55} ${PRODUCT_SLOT.top + 55}) scale(7.86)" opacity=".12">${MARK}</g>`) +
      wordmark(x, 60) +
      text(x, 200, 26, 700, MUTED, brand, ' letter-spacing="2"') +
      name.lines.map((line, i) => text(x, nameTop + i * lineHeight, name.size, 800, INK, line)).join('') +
      (p.from ? text(x, 510, 30, 400, MUTED, 'desde') : '') +
      text(x, 574, advance(p.price, 68) > width ? 56 : 68, 800, BRAND, p.price),
  );
};

/** Where a category's three product pictures go: a row under the title. */
export const CATEGORY_SLOTS: readonly Slot[] = [0, 1, 2].map((i) => ({ left: 60 + i * 380, top: 278, size: 320 }));

/** What a category's preview says; `pictures` is how many slots get a product picture. */
export type CategoryCard = {
  readonly name: string;
  readonly count: number;
  readonly description: string;
  readonly pictures: number;
};

/** A category: wordmark, its name, how many products it has, and a row of up to three pictures. */
export const categoryCardSvg = (c: CategoryCard): string => {
  const name = fit(c.name, OG_WIDTH - 120, 1, 76, 44);
  const count =
    c.count === 1
      ? '1 producto en Fornido'
      : c.count > 1
        ? `${c.count} productos en Fornido`
        : 'Suplementos originales en Fornido';
  const description = c.pictures === 0 ? wrapText(c.description, 34, 740, 5) : [];
  return frame(
    wordmark(60, 50) +
      text(60, 192, name.size, 800, INK, name.lines[0] ?? '') +
      text(60, 240, 28, 400, MUTED, count) +
      CATEGORY_SLOTS.slice(0, c.pictures)
        .map(
          (s) =>
            `<rect x="${s.left - 1}" y="${s.top - 1}" width="${s.size + 2}" height="${s.size + 2}" rx="25" fill="#E5E7EB"/>`,
        )
        .join('') +
      description.map((line, i) => text(60, 340 + i * 48, 34, 400, INK, line)).join('') +
      // Nothing to show yet: the brand's tile fills the space the pictures would take.
      (c.pictures === 0 ? `<g transform="translate(860 250) scale(5)" opacity=".12">${MARK}</g>` : ''),
  );
};

/** What a page's preview says: its title, and a line under it. */
export type PageCard = { readonly title: string; readonly subtitle: string };

/** A store page (home, information pages): wordmark, the page's title large on the brand's red band, a line under it. */
export const pageCardSvg = (p: PageCard): string => {
  const title = fit(p.title, OG_WIDTH - 160, 2, 88, 52);
  const lineHeight = Math.round(title.size * 1.1);
  const top = Math.round(300 - (lineHeight * title.lines.length) / 2 + title.size * 0.8);
  return frame(
    wordmark(80, 60) +
      `<rect x="0" y="170" width="${OG_WIDTH}" height="290" fill="${BRAND}"/>` +
      title.lines.map((line, i) => text(80, top + i * lineHeight, title.size, 800, '#FFFFFF', line)).join('') +
      wrapText(p.subtitle, 32, OG_WIDTH - 160, 2)
        .map((line, i) => text(80, 520 + i * 42, 32, 400, MUTED, line))
        .join(''),
  );
};
