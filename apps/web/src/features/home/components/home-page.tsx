import CalculatorIcon from 'lucide-react/icons/calculator';
import FishIcon from 'lucide-react/icons/fish';
import MapIcon from 'lucide-react/icons/map';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { MAP_ONLY_HREF } from '../../../config/navigation.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { FeaturedDestinations } from '../../destinations/index.ts';

const PILLARS: readonly { icon: typeof MapIcon; title: MessageId; text: MessageId }[] = [
  { icon: MapIcon, title: 'home.pillars.mapTitle', text: 'home.pillars.mapText' },
  { icon: FishIcon, title: 'home.pillars.lifeTitle', text: 'home.pillars.lifeText' },
  { icon: CalculatorIcon, title: 'home.pillars.toolsTitle', text: 'home.pillars.toolsText' },
];

const linkClass = 'font-medium text-sky-800 underline underline-offset-4';

export function HomePage() {
  const intl = useIntl();
  return (
    <>
      <section className="bg-gradient-to-b from-sky-950 via-sky-900 to-sky-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
          <p className="text-sm font-semibold tracking-wide text-sky-200 uppercase">
            <FormattedMessage id="home.hero.eyebrow" />
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-sky-100">
            <FormattedMessage id="home.hero.intro" />
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to="/explore" variant="inverse">
              <FormattedMessage id="home.hero.explore" />
            </ButtonLink>
            <ButtonLink to={MAP_ONLY_HREF} variant="inverse-outline">
              <FormattedMessage id="home.hero.openMap" />
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <FeaturedDestinations
          limit={6}
          heading={intl.formatMessage({ id: 'home.featured.heading' })}
          headingId="home-featured"
          columns="auto"
        />

        <section aria-labelledby="home-pillars" className="mt-16">
          <h2 id="home-pillars" className="text-lg font-semibold text-slate-900">
            <FormattedMessage id="home.pillars.heading" />
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {PILLARS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-slate-50 p-6">
                <Icon aria-hidden="true" size={24} className="text-sky-800" />
                <h3 className="mt-3 font-semibold text-slate-900">
                  <FormattedMessage id={title} />
                </h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">
                  <FormattedMessage id={text} />
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-700">
            <FormattedMessage
              id="home.pillars.changelog"
              values={{
                link: (text) => (
                  <Link to="/changelog" className={linkClass}>
                    {text}
                  </Link>
                ),
              }}
            />
          </p>
        </section>
      </div>
    </>
  );
}
