/**
 * Draws a stand-in product photo: the pack (tub, stand-up bag or bottle) in the brand's colours with a
 * label. Pure and deterministic, so the seeder can regenerate identical files and tests can compare them.
 */
export type ProductImageInput = {
  name: string;
  brandName: string;
  colour: string;
  accent: string;
  pack: 'tub' | 'bag' | 'bottle';
  flavour: string | null;
  size: string;
};

const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`;
const INK = '#111827';

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const rgb = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.padEnd(6, '0').slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) || 0) as [number, number, number];
};

const toHex = (c: number[]): string => '#' + c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
const shade = (hex: string, amount: number): string =>
  toHex(rgb(hex).map((v) => (amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))));

const luminance = (hex: string): number => {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** White or ink, whichever reads better on the given background. */
const onColour = (hex: string): string => (luminance(hex) > 0.4 ? INK : '#FFFFFF');

/** A short stable hash so gradient ids stay unique when several images are inlined in one page. */
const hash = (s: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
};

// Rough advance widths of a bold sans-serif, as a fraction of the font size; on the generous side.
const textWidth = (s: string, size: number, upper = false): number => s.length * size * (upper ? 0.7 : 0.6);

/** Greedy word wrap into at most `maxLines` lines of `maxChars`; null when it does not fit. */
const wrap = (text: string, maxChars: number, maxLines: number): string[] | null => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (word.length > maxChars) return null;
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = last + ' ' + word;
    else lines.push(word);
  }
  return lines.length <= maxLines ? lines : null;
};

/** Picks the largest font size at which the name fits the box in three lines or fewer. */
const fitName = (name: string, width: number, height: number, maxSize: number) => {
  for (let size = maxSize; size >= 20; size -= 2) {
    const lines = wrap(name, Math.floor(width / (size * 0.6)), 3);
    if (lines && lines.length * size * 1.12 <= height) return { size, lines };
  }
  const size = 20;
  const maxChars = Math.floor(width / (size * 0.6));
  const words = name.slice(0, maxChars * 3).match(new RegExp(`.{1,${maxChars}}`, 'g')) ?? [name];
  return { size, lines: words.slice(0, 3) };
};

type Box = { x: number; y: number; w: number; h: number };

const PACKS: Record<
  ProductImageInput['pack'],
  { body: string; label: Box; extras: (c: string, a: string, gloss: string) => string }
> = {
  tub: {
    body: 'M214 238H586V660Q586 692 554 692H246Q214 692 214 660Z',
    label: { x: 236, y: 300, w: 328, h: 340 },
    extras: (c, a, gloss) =>
      `<rect x="198" y="176" width="404" height="74" rx="14" fill="${shade(c, -0.35)}"/>` +
      `<rect x="198" y="176" width="404" height="74" rx="14" fill="${gloss}"/>` +
      `<rect x="198" y="236" width="404" height="14" rx="4" fill="${a}"/>` +
      [0, 1, 2, 3]
        .map((i) => `<rect x="214" y="${190 + i * 11}" width="372" height="3" fill="#fff" opacity=".08"/>`)
        .join(''),
  },
  bag: {
    body: 'M228 196C222 380 218 580 236 690Q400 708 564 690C582 580 578 380 572 196Z',
    label: { x: 258, y: 282, w: 284, h: 352 },
    extras: (c, a, gloss) =>
      `<path d="M226 150H574V200H226Z" fill="${shade(c, -0.3)}"/>` +
      `<path d="M226 150H574V200H226Z" fill="${gloss}"/>` +
      `<circle cx="400" cy="172" r="9" fill="#F6F7F9"/>` +
      `<path d="M232 226H568" stroke="${a}" stroke-width="4" stroke-dasharray="12 8"/>`,
  },
  bottle: {
    body: 'M336 262H464Q544 270 544 336V660Q544 692 512 692H288Q256 692 256 660V336Q256 270 336 262Z',
    label: { x: 268, y: 342, w: 264, h: 300 },
    extras: (c, a, gloss) =>
      `<rect x="336" y="236" width="128" height="28" fill="${shade(c, -0.2)}"/>` +
      `<rect x="316" y="160" width="168" height="84" rx="12" fill="${shade(a, -0.25)}"/>` +
      `<rect x="316" y="160" width="168" height="84" rx="12" fill="${gloss}"/>` +
      [0, 1, 2, 3, 4, 5, 6]
        .map((i) => `<rect x="${330 + i * 22}" y="168" width="6" height="68" rx="3" fill="#000" opacity=".12"/>`)
        .join(''),
  },
};

export const productImageSvg = (p: ProductImageInput): string => {
  const id = 'p' + hash(JSON.stringify(p));
  const pack = PACKS[p.pack];
  const { x, y, w, h } = pack.label;
  const cx = x + w / 2;
  const inner = w - 44;
  const brandInk = luminance(p.colour) > 0.25 ? INK : p.colour;
  const t = (attrs: string, size: number, weight: number, fill: string, text: string, upper = false) => {
    const fit = textWidth(text, size, upper) > inner ? ` textLength="${inner}" lengthAdjust="spacingAndGlyphs"` : '';
    return `<text ${attrs} x="${cx}" text-anchor="middle" font-size="${size}" font-weight="${weight}" fill="${fill}"${fit}>${escapeXml(text)}</text>`;
  };

  // Long brand names go on two lines rather than shrinking to an unreadable size.
  const brand = p.brandName.toUpperCase();
  const brandSize = Math.max(16, Math.min(24, Math.floor(inner / (brand.length * 0.7))));
  const brandLines =
    textWidth(brand, brandSize, true) > inner ? (wrap(brand, Math.floor(inner / (18 * 0.7)), 2) ?? [brand]) : [brand];
  const brandLineSize = brandLines.length > 1 ? 18 : brandSize;
  const ruleY = y + 56 + (brandLines.length - 1) * 22;
  const pillH = p.flavour ? 44 : 0;
  const nameTop = ruleY + 18;
  const nameBottom = y + h - 64 - (p.flavour ? pillH + 14 : 0);
  const name = fitName(p.name, inner, nameBottom - nameTop, p.pack === 'tub' ? 44 : 38);
  const lineH = name.size * 1.12;
  const firstBaseline = nameTop + (nameBottom - nameTop - lineH * name.lines.length) / 2 + name.size * 0.9;

  let flavour = '';
  if (p.flavour) {
    const fs = 22;
    const pw = Math.min(inner, Math.max(120, textWidth(p.flavour, fs) + 40));
    const py = nameBottom + 4;
    flavour =
      `<rect x="${cx - pw / 2}" y="${py}" width="${pw}" height="${pillH}" rx="22" fill="${p.accent}"/>` +
      t(`y="${py + 30}"`, fs, 700, onColour(p.accent), p.flavour);
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" font-family="${FONT}">`,
    `<title>${escapeXml(`${p.brandName} ${p.name}${p.flavour ? ` – ${p.flavour}` : ''} (${p.size})`)}</title>`,
    `<defs><radialGradient id="${id}b" cx=".5" cy=".42" r=".7"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#E9EBEF"/></radialGradient>`,
    `<linearGradient id="${id}s" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset=".22" stop-color="#fff" stop-opacity=".22"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset=".85" stop-color="#000" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity=".34"/></linearGradient></defs>`,
    `<rect width="800" height="800" fill="url(#${id}b)"/>`,
    // Scaled about the pack's centre so it fills the frame like a product photo.
    `<g transform="matrix(1.12 0 0 1.12 -48 -52)">`,
    `<ellipse cx="400" cy="700" rx="${p.pack === 'bottle' ? 170 : 220}" ry="20" fill="#000" opacity=".13"/>`,
    `<path d="${pack.body}" fill="${p.colour}" stroke="${shade(p.colour, -0.3)}" stroke-width="2"/>`,
    pack.extras(p.colour, p.accent, `url(#${id}s)`),
    `<clipPath id="${id}l"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16"/></clipPath>`,
    `<g clip-path="url(#${id}l)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#FFFFFF"/>`,
    `<rect x="${x}" y="${y + h - 10}" width="${w}" height="10" fill="${p.accent}"/></g>`,
    ...brandLines.map((line, i) =>
      t(`y="${y + 42 + i * 22}" letter-spacing="2"`, brandLineSize, 800, brandInk, line, true),
    ),
    `<rect x="${cx - 28}" y="${ruleY}" width="56" height="4" rx="2" fill="${p.accent}"/>`,
    ...name.lines.map((line, i) => t(`y="${Math.round(firstBaseline + i * lineH)}"`, name.size, 800, INK, line)),
    flavour,
    t(`y="${y + h - 28}"`, 28, 700, brandInk, p.size),
    `<path d="${pack.body}" fill="url(#${id}s)"/>`,
    `</g></svg>`,
  ].join('');
};
