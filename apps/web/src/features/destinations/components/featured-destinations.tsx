import type { FeaturedDestination } from '@divespot/shared/destinations';
import { destinationExploreHref } from '@divespot/shared/explore-links';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { useIntl } from 'react-intl';
import { useCountryName } from '../../../lib/i18n/country-names.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useFeaturedDestinations } from '../api/get-featured-destinations.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { CardLink } from '../../../components/ui/card.tsx';

interface FeaturedDestinationsProps {
  /** How many destinations to show at most. */
  limit: number;
  /** Heading text; rendered as an h2. */
  heading: string;
  headingId: string;
  /** Layout of the cards. */
  columns?: 'three' | 'auto';
}

/**
 * A featured destination's name or tagline in the page's language (the catalogs' 'destinations'
 * area, by its slug); one the catalogs do not know yet shows as stored, in English, marked so.
 */
function useDestinationText() {
  const intl = useIntl();
  return (d: FeaturedDestination, field: 'name' | 'tagline'): { text: string; lang?: 'en' } => {
    const id = `destinations.place.${d.slug}.${field}` as MessageId;
    if (intl.messages[id]) return { text: intl.formatMessage({ id }) };
    return { text: d[field], lang: intl.locale.startsWith('en') ? undefined : 'en' };
  };
}

/**
 * Featured destinations as links into explore. While loading, shows placeholders of the same
 * size (no layout shift); on failure or when empty the whole section is omitted.
 */
export function FeaturedDestinations({
  limit,
  heading,
  headingId,
  columns = 'three',
}: FeaturedDestinationsProps) {
  const { data, isPending, isError } = useFeaturedDestinations();
  const intl = useIntl();
  const countryName = useCountryName();
  const text = useDestinationText();
  if (isError || (!isPending && data.length === 0)) return null;
  const grid =
    columns === 'three' ? 'grid gap-4 sm:grid-cols-3' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

  return (
    <section aria-labelledby={headingId} className="w-full">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {isPending ? (
        <ul
          className={`mt-4 ${grid}`}
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'destinations.featured.loading' })}
        >
          {Array.from({ length: Math.min(limit, 3) }, (_, i) => (
            <Skeleton
              as="li"
              key={i}
              aria-hidden="true"
              className="h-28 rounded-2xl border border-slate-200 bg-slate-100"
            />
          ))}
        </ul>
      ) : (
        <ul className={`mt-4 ${grid}`}>
          {data.slice(0, limit).map((d) => {
            const name = text(d, 'name');
            const tagline = text(d, 'tagline');
            return (
              <li key={d.slug}>
                <CardLink
                  to={destinationExploreHref(d)}
                  className="group flex h-full min-h-28 flex-col justify-between gap-2 p-4 text-left"
                >
                  <span>
                    <span
                      lang={name.lang}
                      className="block font-semibold text-slate-900 group-hover:text-sky-800"
                    >
                      {name.text}
                    </span>
                    <span
                      lang={tagline.lang}
                      className="mt-1 line-clamp-2 block text-sm text-slate-600"
                    >
                      {tagline.text}
                    </span>
                  </span>
                  <span className="flex items-center gap-1 text-xs font-medium text-slate-600">
                    <MapPinIcon aria-hidden="true" size={14} />
                    {countryName(d.countryCode, d.country)}
                  </span>
                </CardLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
