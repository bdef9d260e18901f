import CalculatorIcon from 'lucide-react/icons/calculator';
import FishIcon from 'lucide-react/icons/fish';
import MapIcon from 'lucide-react/icons/map';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { MAP_ONLY_HREF } from '../../../config/navigation.ts';
import { FeaturedDestinations } from '../../destinations/index.ts';

const PILLARS = [
  {
    icon: MapIcon,
    title: 'Spots on a map',
    text: 'Dive spots with depth, level and the kind of diving they suit, on a map or in a list.',
  },
  {
    icon: FishIcon,
    title: 'Marine life and dive centers',
    text: 'What lives where, and which local centers can take you there.',
  },
  {
    icon: CalculatorIcon,
    title: 'Planning tools',
    text: 'MOD, SAC, EAD and freediving calculators, and map views you can share with your buddy.',
  },
] as const;

export function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-sky-950 via-sky-900 to-sky-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
          <p className="text-sm font-semibold tracking-wide text-sky-200 uppercase">
            For scuba divers, freedivers and snorkellers
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Find where to dive next
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-sky-100">
            DiveSpot brings dive spots, marine life, dive centers and destinations together in one
            independent guide, so you can plan your next dive with the details that matter
            underwater.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to="/explore" variant="inverse">
              Explore dive spots
            </ButtonLink>
            <ButtonLink to={MAP_ONLY_HREF} variant="inverse-outline">
              Open the map
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <FeaturedDestinations
          limit={6}
          heading="Popular destinations"
          headingId="home-featured"
          columns="auto"
        />

        <section aria-labelledby="home-pillars" className="mt-16">
          <h2 id="home-pillars" className="text-lg font-semibold text-slate-900">
            Everything you research before a dive trip
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {PILLARS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-slate-50 p-6">
                <Icon aria-hidden="true" size={24} className="text-sky-800" />
                <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-700">
            DiveSpot is built in the open, one piece at a time.{' '}
            <Link to="/changelog" className="font-medium text-sky-800 underline underline-offset-4">
              See what is live and what comes next
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}
