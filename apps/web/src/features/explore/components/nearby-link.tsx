import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { NearbyState } from '../lib/nearby.ts';

interface NearbyLinkProps {
  className?: string;
  children: ReactNode;
  /** Called once it has navigated (the drawer closes itself). */
  onNavigate?: () => void;
}

/**
 * "Nearby dive spots": asks the browser for the diver's location when clicked (never before),
 * then opens explore around it with distances from the diver. A refusal or a failure opens
 * explore's default view, which says why.
 */
export function NearbyLink({ className, children, onNavigate }: NearbyLinkProps) {
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const go = (to: string, state: NearbyState) => {
    setLocating(false);
    void navigate(to, { state });
    onNavigate?.();
  };
  return (
    <Link
      to="/explore"
      className={className}
      aria-busy={locating || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (locating) return;
        if (!('geolocation' in navigator)) return go('/explore', { nearbyFailed: 'unavailable' });
        setLocating(true);
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => {
            const diver = { lat: coords.latitude, lng: coords.longitude };
            // The view's maths (explore's URL code) loads only when it is needed.
            import('../lib/nearby.ts').then(
              ({ nearbyHref }) => go(nearbyHref(diver), { diver }),
              () => go('/explore', { diver }),
            );
          },
          (error) =>
            go('/explore', {
              nearbyFailed: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
            }),
          { timeout: 15_000, maximumAge: 60_000 },
        );
      }}
    >
      {children}
      {locating ? (
        <span role="status" className="sr-only">
          <FormattedMessage id="nearby.locating" />
        </span>
      ) : null}
    </Link>
  );
}
