import MapIcon from 'lucide-react/icons/map';
import { Link } from 'react-router';
import { FeaturedDestinations } from '../../destinations/components/featured-destinations.tsx';

/** Honest stand-in for the explore screen until the interactive map ships. */
export function ExploreShell() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-800 sm:inline-flex">
          <MapIcon aria-hidden="true" size={24} />
        </span>
        <div>
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">Explore dive spots</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-700">
            The interactive map arrives soon: dive spots drawn on the map with a filterable list
            beside it, and map views you can share as a link. Until then, start from one of these
            destinations.
          </p>
        </div>
      </div>
      <div className="mt-12">
        <FeaturedDestinations
          limit={6}
          heading="Featured destinations"
          headingId="explore-featured"
          columns="auto"
        />
      </div>
      <p className="mt-10 text-sm text-slate-700">
        Want to know when the map is live? Follow the{' '}
        <Link to="/changelog" className="font-medium text-sky-800 underline underline-offset-4">
          DiveSpot changelog
        </Link>
        .
      </p>
    </div>
  );
}
