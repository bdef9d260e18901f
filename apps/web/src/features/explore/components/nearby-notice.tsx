import LoaderIcon from 'lucide-react/icons/loader-circle';
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

/** "Nearby dive spots" while the browser is asked where the diver is. */
export function LocatingNotice() {
  return (
    <p
      role="status"
      className="mx-4 mt-3 flex items-center gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sm font-medium text-sky-950 ring-1 ring-sky-200"
    >
      <LoaderIcon aria-hidden="true" size={18} className="shrink-0 animate-spin" />
      <FormattedMessage id="nearby.locating" />
    </p>
  );
}
