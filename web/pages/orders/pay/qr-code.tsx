import QRCode from 'qrcode';

/** Modules of quiet zone around the symbol, as the QR standard asks for a reliable scan. */
const QUIET = 4;

/** The dark modules of a QR code as one SVG path: each run of dark modules in a row is one rectangle. */
export const qrPath = (data: string): { readonly size: number; readonly d: string } => {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  const parts: string[] = [];
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x += 1;
      parts.push(`M${start + QUIET} ${y + QUIET}h${x - start}v1h-${x - start}z`);
    }
  }
  return { size: size + QUIET * 2, d: parts.join('') };
};

/** A QR code drawn as SVG (sharp at any size, no image request), named for screen readers by `label`. */
export function QrCode({ data, label }: { data: string; label: string }) {
  const { size, d } = qrPath(data);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="240"
      height="240"
      shapeRendering="crispEdges"
      className="mx-auto block h-60 w-60 rounded-lg bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#111827" />
    </svg>
  );
}
