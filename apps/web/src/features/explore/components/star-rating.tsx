import StarIcon from 'lucide-react/icons/star';
import { FormattedMessage } from 'react-intl';
import { useSpotFormat } from '../hooks/use-spot-format.ts';

/** A star and the rating with one decimal, read out as 'Rated 4.6' (docs/product/limits.md). */
export function StarRating({ rating }: { rating: number }) {
  const format = useSpotFormat();
  return (
    <>
      <StarIcon aria-hidden="true" size={14} className="fill-slate-900 text-slate-900" />
      <span className="sr-only">
        <FormattedMessage id="explore.card.rated" />
      </span>
      <span className="font-semibold">{format.rating(rating)}</span>
    </>
  );
}
