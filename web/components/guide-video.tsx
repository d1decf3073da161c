import { useState } from 'react';
import { VIDEO_ORIGIN } from '../lib/embeds';

/**
 * A video of the no-cookie host shown as the store's own drawn thumbnail and a play button: nothing is asked of the
 * video host (no request, no cookie) until the shopper presses it, and only then is the player's frame created.
 */
export function GuideVideo({ id, title, thumbnail }: { id: string; title: string; thumbnail: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <figure className="mt-6">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-ink">
        {playing ? (
          <iframe
            src={`${VIDEO_ORIGIN}/embed/${encodeURIComponent(id)}?rel=0`}
            title={title}
            className="absolute inset-0 h-full w-full"
            allow="encrypted-media; picture-in-picture"
          />
        ) : (
          <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 h-full w-full">
            <img src={thumbnail} alt="" width={1280} height={720} className="h-full w-full object-cover" />
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand text-white shadow-lg group-hover:bg-brand-dark group-focus-visible:outline group-focus-visible:outline-4">
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="currentColor">
                  <path d="M8 5v14l11-7z" />
                </svg>
              </span>
            </span>
            <span className="sr-only">{`Reproducir video: ${title}`}</span>
          </button>
        )}
      </div>
      <figcaption className="mt-2 text-sm text-muted">{title}</figcaption>
    </figure>
  );
}
