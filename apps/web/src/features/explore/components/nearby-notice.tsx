import MapPinOffIcon from 'lucide-react/icons/map-pin-off';
import { FormattedMessage } from 'react-intl';

/** Why explore shows its default view after "Nearby dive spots": no location to go by. */
export function NearbyNotice({ reason }: { reason: 'denied' | 'unavailable' }) {
  return (
    <p
      role="alert"
      className="mx-4 mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <MapPinOffIcon aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
      <FormattedMessage
        id={reason === 'denied' ? 'explore.nearby.denied' : 'explore.nearby.unavailable'}
      />
    </p>
  );
}
