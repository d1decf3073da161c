import { describe, expect, it } from 'vitest';
import { VIDEO_ORIGIN, videoEmbedUrl } from '../../contract/embeds';

describe("the guide's video player address", () => {
  it('plays at once (the frame exists only after the tap), inline on phones, on the no-cookie host', () => {
    const url = new URL(videoEmbedUrl('Xk3bF7rT2qM'));
    expect(url.origin).toBe(VIDEO_ORIGIN);
    expect(url.pathname).toBe('/embed/Xk3bF7rT2qM');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('playsinline')).toBe('1');
    expect(url.searchParams.get('rel')).toBe('0');
  });

  it('keeps an odd id inside the path', () => {
    expect(new URL(videoEmbedUrl('a/../b?x=1')).pathname).toBe('/embed/a%2F..%2Fb%3Fx%3D1');
  });
});
