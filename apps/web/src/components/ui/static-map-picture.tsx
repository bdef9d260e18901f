import { staticMapUrl, type MapMarker } from '@divespot/shared/images';
import MapIcon from 'lucide-react/icons/map';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

interface StaticMapPictureProps {
  center: MapMarker;
  zoom: number;
  width: number;
  height: number;
  markers: MapMarker[];
  alt: string;
  /** Said in place of the picture when it cannot be loaded. */
  failedText: string;
  /** Size and look of the picture and of the box that replaces it (an aspect ratio at least). */
  className: string;
}

/**
 * A map picture drawn by the server, for pages that do not load the map library (JS budget). On a
 * failed load it says so in a box of the same size instead of showing a broken image.
 */
export function StaticMapPicture({ failedText, className, alt, ...view }: StaticMapPictureProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div
        className={`flex flex-col items-center justify-center gap-2 p-6 text-center text-sm text-slate-700 ${className}`}
      >
        <MapIcon aria-hidden="true" size={28} className="text-sky-800" />
        <p>{failedText}</p>
      </div>
    );
  }
  return (
    <img
      src={staticMapUrl(view)}
      alt={alt}
      width={view.width}
      height={view.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`w-full object-cover ${className}`}
    />
  );
}

/**
 * Names for a text alternative in the page's language, as Intl joins a list: 'A', 'A and B',
 * 'A, B, and C', 'A, B, C, D, E, and 2 more' in English (US); 'A, B und C' in German.
 */
export function useNameList() {
  const intl = useIntl();
  return useCallback(
    (names: readonly string[], shown = 5): string => {
      const listed = names.slice(0, shown);
      const rest = names.length - listed.length;
      const items =
        rest > 0
          ? [...listed, intl.formatMessage({ id: 'ui.nameList.more' }, { count: rest })]
          : listed;
      return intl.formatList(items, { type: 'conjunction' });
    },
    [intl],
  );
}

/**
 * English names for a text alternative: 'A', 'A and B', 'A, B and C', 'A, B, C, D, E and 2
 * more'. Screens in six languages use {@link useNameList}.
 */
export function nameList(names: readonly string[], shown = 5): string {
  const listed = names.slice(0, shown);
  const rest = names.length - listed.length;
  if (rest > 0) return `${listed.join(', ')} and ${rest} more`;
  if (listed.length < 2) return listed.join('');
  return `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}`;
}
