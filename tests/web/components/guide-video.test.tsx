import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GuideVideo } from '../../../web/components/guide-video';

const TITLE = 'Cómo leer la etiqueta de un suplemento';

describe("the guide's video before it is played", () => {
  const html = renderToString(<GuideVideo id="Xk3bF7rT2qM" title={TITLE} thumbnail="/guia/video-etiqueta.svg" />);

  it('is the drawn thumbnail and one button, named for the video, asking nothing of the video host', () => {
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube');
    expect(html.match(/<button\b/g)).toHaveLength(1);
    expect(html).toContain('<span class="sr-only">Reproducir video: </span>');
  });

  it('writes the title as text on the thumbnail, above the play mark in the same column (never under it)', () => {
    const title = html.indexOf(`>${TITLE}</span>`);
    const mark = html.indexOf('<svg');
    expect(title).toBeGreaterThan(0);
    expect(mark).toBeGreaterThan(title);
    expect(html).toMatch(/class="absolute inset-0 flex flex-col items-start justify-between/);
  });
});
