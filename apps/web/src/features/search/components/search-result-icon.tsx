import AnchorIcon from 'lucide-react/icons/anchor';
import FishIcon from 'lucide-react/icons/fish';
import FlagIcon from 'lucide-react/icons/flag';
import MapIcon from 'lucide-react/icons/map';
import MapPinIcon from 'lucide-react/icons/map-pin';
import MapPinnedIcon from 'lucide-react/icons/map-pinned';
import type { SearchResultKind } from '@divespot/shared/search-links';
import type { MessageId } from '../../../lib/i18n/messages.ts';

/** Icon, colours and the short label (a message) that tells result kinds apart at a glance. */
export const RESULT_KINDS: Record<
  SearchResultKind,
  { label: MessageId; Icon: typeof MapPinIcon; tone: string }
> = {
  DIVE_SPOT: { label: 'search.kind.diveSpot', Icon: MapPinIcon, tone: 'bg-sky-100 text-sky-800' },
  MARINE_LIFE: {
    label: 'search.kind.marineLife',
    Icon: FishIcon,
    tone: 'bg-teal-100 text-teal-800',
  },
  DIVE_CENTER: {
    label: 'search.kind.diveCenter',
    Icon: AnchorIcon,
    tone: 'bg-amber-100 text-amber-900',
  },
  COUNTRY: { label: 'search.kind.country', Icon: FlagIcon, tone: 'bg-indigo-100 text-indigo-800' },
  REGION: { label: 'search.kind.region', Icon: MapIcon, tone: 'bg-violet-100 text-violet-800' },
  EXPLORE: {
    label: 'search.kind.explore',
    Icon: MapPinnedIcon,
    tone: 'bg-sky-700 text-white',
  },
};

export function SearchResultIcon({ type }: { type: SearchResultKind }) {
  const { Icon, tone } = RESULT_KINDS[type];
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}
    >
      <Icon size={18} />
    </span>
  );
}
