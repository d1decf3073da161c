import { useEffect, useRef, useState } from 'react';
import { island } from '../lib/island';
import { videoEmbedUrl } from '../../contract/embeds';

/**
 * A video of the no-cookie host shown as the store's own drawn thumbnail, its title and a play button: nothing is asked
 * of the video host (no request, no cookie) until the shopper presses it, and only then is the player's frame created,
 * playing at once and focused. The title and the play button share the thumbnail without overlapping: the title at the
 * top, the button at the bottom.
 */
function Video({ id, title, thumbnail }: { id: string; title: string; thumbnail: string }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The button that had the focus is gone: the player takes it, so a keyboard or screen reader goes on from there.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return (
    <div className="mt-6">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-ink">
        {playing ? (
          <iframe
            ref={player}
            src={videoEmbedUrl(id)}
            title={title}
            className="absolute inset-0 h-full w-full"
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 h-full w-full">
            <img src={thumbnail} alt="" width={1280} height={720} className="h-full w-full object-cover" />
            <span className="sr-only">Reproducir video: </span>
            <span className="absolute inset-0 flex flex-col items-start justify-between bg-gradient-to-b from-black/60 via-transparent to-black/40 p-4 text-left sm:p-6">
              <span className="max-w-[60%] text-base font-extrabold leading-snug text-white sm:text-2xl md:text-3xl">
                {title}
              </span>
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand text-white shadow-lg group-hover:bg-brand-dark group-focus-visible:outline group-focus-visible:outline-4 sm:h-16 sm:w-16">
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="currentColor">
                  <path d="M8 5v14l11-7z" />
                </svg>
              </span>
            </span>
          </button>
        )}
      </div>
    </div>
  );
}

/** The guide's video, an island: its play button works on a page that stays server HTML. */
export const GuideVideo = island('guide-video', Video);
