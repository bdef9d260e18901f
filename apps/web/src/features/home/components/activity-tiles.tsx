import { pagePath, PAGES } from '@divespot/shared/routes';
import AnchorIcon from 'lucide-react/icons/anchor';
import ArrowDownToLineIcon from 'lucide-react/icons/arrow-down-to-line';
import FlashlightIcon from 'lucide-react/icons/flashlight';
import GaugeIcon from 'lucide-react/icons/gauge';
import MountainIcon from 'lucide-react/icons/mountain';
import SunIcon from 'lucide-react/icons/sun';
import WavesIcon from 'lucide-react/icons/waves';
import WindIcon from 'lucide-react/icons/wind';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';

/** The kinds of diving a tile opens explore with (the spots' activity names). */
const TILES: readonly { activity: string; icon: typeof WavesIcon; text: MessageId }[] = [
  { activity: 'scuba', icon: WavesIcon, text: 'home.tiles.scuba' },
  { activity: 'freedive', icon: ArrowDownToLineIcon, text: 'home.tiles.freedive' },
  { activity: 'snorkel', icon: SunIcon, text: 'home.tiles.snorkel' },
  { activity: 'wreck', icon: AnchorIcon, text: 'home.tiles.wreck' },
  { activity: 'cave', icon: MountainIcon, text: 'home.tiles.cave' },
  { activity: 'night', icon: FlashlightIcon, text: 'home.tiles.night' },
  { activity: 'drift', icon: WindIcon, text: 'home.tiles.drift' },
  { activity: 'technical', icon: GaugeIcon, text: 'home.tiles.technical' },
];

/** Experience and activity tiles (docs/product/README.md): each opens explore filtered to that activity. */
export function ActivityTiles() {
  const { label } = useVocabulary();
  return (
    <section aria-labelledby="home-tiles" className="mt-16">
      <h2 id="home-tiles" className="text-lg font-semibold text-slate-900">
        <FormattedMessage id="home.tiles.heading" />
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        {TILES.map(({ activity, icon: Icon, text }) => (
          <li key={activity}>
            <Link
              to={pagePath(PAGES.explore, {}, { activity })}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-sky-300 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
            >
              <Icon aria-hidden="true" size={22} className="text-sky-800" />
              <span className="mt-2 font-semibold text-slate-900">
                {label('activity', activity)}
              </span>
              <span className="mt-1 text-sm leading-5 text-slate-600">
                <FormattedMessage id={text} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
