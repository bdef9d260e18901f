import { sizedImageUrl, spotHeroPicture } from '@divespot/shared/images';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hideBrokenImage } from '../lib/broken-image.ts';

interface SpotGalleryProps {
  images: readonly string[];
  name: string;
}

const isIllustration = (url: string) => url.startsWith('/api/image/illustration/');

/**
 * The spot's photos: a large first image and, when there are more, thumbnails that swap it.
 * Spots without photos show their generated illustration, labelled as such.
 */
export function SpotGallery({ images, name }: SpotGalleryProps) {
  const intl = useIntl();
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  if (!current) return null;
  const total = images.length;
  const alt = (url: string, i: number) =>
    isIllustration(url)
      ? intl.formatMessage({ id: 'spots.gallery.illustrationAlt' }, { name })
      : intl.formatMessage({ id: 'spots.gallery.photoAlt' }, { n: i + 1, total, name });

  return (
    <div className="grid gap-3">
      <figure className="relative overflow-hidden rounded-3xl bg-sky-900 shadow-sm ring-1 ring-slate-200">
        <img
          onError={hideBrokenImage}
          {...spotHeroPicture(current)}
          alt={alt(current, active)}
          width={1280}
          height={640}
          fetchPriority="high"
          className="aspect-[4/3] w-full object-cover sm:aspect-[2/1] lg:aspect-[5/2]"
        />
        {isIllustration(current) ? (
          <figcaption className="absolute right-3 bottom-3 rounded-full bg-slate-900/75 px-3 py-1 text-xs font-medium text-white">
            <FormattedMessage id="spots.gallery.illustrationCaption" />
          </figcaption>
        ) : null}
      </figure>
      {images.length > 1 ? (
        <ul
          className="flex gap-2 overflow-x-auto pb-1"
          aria-label={intl.formatMessage({ id: 'spots.gallery.photos' })}
        >
          {images.map((url, i) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-pressed={i === active}
                aria-label={intl.formatMessage(
                  { id: 'spots.gallery.showPhoto' },
                  { n: i + 1, total },
                )}
                className={`block overflow-hidden rounded-xl ring-2 transition ${
                  i === active ? 'ring-sky-700' : 'ring-transparent hover:ring-slate-300'
                }`}
              >
                <img
                  onError={hideBrokenImage}
                  src={sizedImageUrl(url, 160, 112)}
                  alt=""
                  width={160}
                  height={112}
                  loading="lazy"
                  className="h-16 w-24 object-cover sm:h-20 sm:w-28"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
