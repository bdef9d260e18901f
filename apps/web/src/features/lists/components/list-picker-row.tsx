import type { BookmarkFolderSummary } from '@divespot/shared/bookmarks';
import BookmarkIcon from 'lucide-react/icons/bookmark';
import CheckIcon from 'lucide-react/icons/check';
import GlobeIcon from 'lucide-react/icons/globe';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import LockIcon from 'lucide-react/icons/lock';
import { FormattedMessage } from 'react-intl';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';

interface ListPickerRowProps {
  list: BookmarkFolderSummary;
  /** The list's name as the reader sees it (the default list's in their language). */
  name: string;
  checked: boolean;
  busy: boolean;
  onToggle: (present: boolean) => void;
}

/**
 * One of the diver's lists with a checkbox: checked while the item is in it. While its change is
 * on the way a spinner shows and further presses wait (the checkbox stays focusable).
 */
export function ListPickerRow({ list, name, checked, busy, onToggle }: ListPickerRowProps) {
  const id = `save-list-${list.objectId}`;
  const Privacy = list.privacy === 'PUBLIC' ? GlobeIcon : LockIcon;
  return (
    <li>
      <label
        htmlFor={id}
        className="flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl px-2 py-2 transition-colors hover:bg-slate-50 has-[:focus-visible]:bg-sky-50"
      >
        <span className="relative size-12 shrink-0 overflow-hidden rounded-xl bg-gradient-to-br from-sky-100 to-cyan-50">
          {list.coverImageUrl ? (
            <DecorativeImage
              src={list.coverImageUrl}
              width={96}
              height={96}
              loading="lazy"
              className="size-full object-cover"
            />
          ) : (
            <BookmarkIcon
              aria-hidden="true"
              size={20}
              className="absolute inset-0 m-auto text-sky-700"
            />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-slate-900">{name}</span>
          <span className="flex items-center gap-1.5 text-sm text-slate-600">
            <FormattedMessage id="lists.save.itemCount" values={{ count: list.itemCount }} />
            <span aria-hidden="true" className="size-1 rounded-full bg-slate-400" />
            <Privacy aria-hidden="true" size={13} className="shrink-0" />
            <FormattedMessage
              id="lists.save.privacy"
              values={{ privacy: list.privacy === 'PUBLIC' ? 'public' : 'private' }}
            />
          </span>
        </span>
        <span className="relative flex size-7 shrink-0 items-center justify-center">
          <input
            id={id}
            type="checkbox"
            checked={checked}
            aria-busy={busy || undefined}
            onChange={(event) => {
              if (!busy) onToggle(event.target.checked);
            }}
            className="peer size-7 cursor-pointer appearance-none rounded-full border-2 border-slate-400 bg-white transition-colors checked:border-sky-700 checked:bg-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
          />
          {busy ? (
            <LoaderCircleIcon
              aria-hidden="true"
              size={18}
              className={`pointer-events-none absolute animate-spin ${checked ? 'text-white' : 'text-sky-700'}`}
            />
          ) : (
            <CheckIcon
              aria-hidden="true"
              size={16}
              strokeWidth={3}
              className="pointer-events-none absolute hidden text-white peer-checked:block"
            />
          )}
        </span>
      </label>
    </li>
  );
}
