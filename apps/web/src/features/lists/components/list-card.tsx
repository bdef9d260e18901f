import type { BookmarkFolderSummary, BookmarkPrivacy } from '@divespot/shared/bookmarks';
import { sizedImageUrl } from '@divespot/shared/images';
import { pagePath, PAGES } from '@divespot/shared/routes';
import BookmarkIcon from 'lucide-react/icons/bookmark';
import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';
import { useListName } from '../lib/list-text.ts';
import { DefaultBadge, PrivacyBadge } from './list-badges.tsx';
import { PrivacyToggle } from './list-privacy.tsx';

interface ListCardProps {
  list: BookmarkFolderSummary;
  busy: boolean;
  onEdit: () => void;
  onPrivacy: (privacy: BookmarkPrivacy) => void;
  /** Absent for the default list, which cannot be deleted. */
  onDelete?: () => void;
}

const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2';

/** One list on /collections: its cover, name, size and privacy, and what its owner can do. */
export function ListCard({ list, busy, onEdit, onPrivacy, onDelete }: ListCardProps) {
  const intl = useIntl();
  const listName = useListName();
  const name = listName(list);
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition focus-within:ring-sky-400 hover:shadow-lg hover:ring-sky-300"
    >
      <div className="relative aspect-[16/9] bg-gradient-to-br from-sky-100 via-cyan-100 to-teal-100">
        {list.coverImageUrl ? (
          <DecorativeImage
            src={sizedImageUrl(list.coverImageUrl, 640, 360)}
            width={640}
            height={360}
            loading="lazy"
            className="h-full w-full bg-sky-100 object-cover transition duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-sky-700/70">
            <BookmarkIcon aria-hidden="true" size={48} strokeWidth={1.5} />
          </span>
        )}
        <span className="absolute top-3 left-3 flex flex-wrap gap-2">
          {list.isDefault ? <DefaultBadge /> : null}
          <PrivacyBadge privacy={list.privacy} />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={nameId} className="text-lg font-semibold break-words text-slate-900">
          {/* The whole card opens the list; the buttons below sit above this link. */}
          <Link
            to={pagePath(PAGES.list, { slug: list.slug })}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-sky-800"
          >
            {name}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <FormattedMessage id="lists.itemCount" values={{ count: list.itemCount }} />
        </p>
        {list.description ? (
          <p className="mt-2 line-clamp-2 text-sm leading-6 text-slate-700">{list.description}</p>
        ) : null}
        <div className="relative z-10 mt-auto flex items-center gap-1 pt-4">
          <PrivacyToggle list={list} busy={busy} onToggle={onPrivacy} className="mr-auto" />
          <button
            type="button"
            className={`${ICON_BUTTON} hover:bg-slate-100 hover:text-slate-900`}
            onClick={onEdit}
            aria-label={intl.formatMessage({ id: 'lists.card.edit' }, { name })}
          >
            <PencilIcon aria-hidden="true" size={18} />
          </button>
          {onDelete ? (
            <button
              type="button"
              className={`${ICON_BUTTON} hover:bg-rose-50 hover:text-rose-800`}
              onClick={onDelete}
              aria-label={intl.formatMessage({ id: 'lists.card.delete' }, { name })}
            >
              <Trash2Icon aria-hidden="true" size={18} />
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
