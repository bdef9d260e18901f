import type { BookmarkPrivacy } from '@divespot/shared/bookmarks';
import GlobeIcon from 'lucide-react/icons/globe';
import LockIcon from 'lucide-react/icons/lock';
import StarIcon from 'lucide-react/icons/star';
import { FormattedMessage } from 'react-intl';

const PILL =
  'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset';

/** Who can see a list: 'Private' (only its owner) or 'Public' (anyone with the link). */
export function PrivacyBadge({ privacy }: { privacy: BookmarkPrivacy }) {
  return privacy === 'PUBLIC' ? (
    <span className={`${PILL} bg-emerald-50 text-emerald-900 ring-emerald-600/30`}>
      <GlobeIcon aria-hidden="true" size={14} />
      <FormattedMessage id="lists.privacy.public" />
    </span>
  ) : (
    <span className={`${PILL} bg-slate-100 text-slate-800 ring-slate-500/30`}>
      <LockIcon aria-hidden="true" size={14} />
      <FormattedMessage id="lists.privacy.private" />
    </span>
  );
}

/** Marks the default list, the one every save goes to unless another is chosen. */
export function DefaultBadge() {
  return (
    <span className={`${PILL} bg-amber-50 text-amber-900 ring-amber-600/30`}>
      <StarIcon aria-hidden="true" size={14} />
      <FormattedMessage id="lists.defaultBadge" />
    </span>
  );
}
