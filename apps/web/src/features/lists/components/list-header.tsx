import type { BookmarkFolderView, BookmarkPrivacy } from '@divespot/shared/bookmarks';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LIST_TITLE_ID } from '../lib/entries.ts';
import { useListName } from '../lib/list-text.ts';
import { DefaultBadge, PrivacyBadge } from './list-badges.tsx';
import { PrivacyToggle } from './list-privacy.tsx';
import { ExportButton, ShareButton } from './list-share.tsx';

interface ListHeaderProps {
  view: BookmarkFolderView;
  busy: boolean;
  onEdit: () => void;
  onPrivacy: (privacy: BookmarkPrivacy) => void;
  onDelete: () => void;
  onExportError: () => void;
}

/**
 * A list's name, description, owner, privacy and size; sharing (public lists) and exports for
 * everyone who can see it, and the owner's changes.
 */
export function ListHeader(props: ListHeaderProps) {
  const { folder: list, ownerName, isOwner } = props.view;
  const listName = useListName();
  const name = listName(list);
  return (
    <header>
      {isOwner ? (
        <Link
          to="/collections"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-sky-800 hover:underline"
        >
          <ArrowLeftIcon aria-hidden="true" size={16} />
          <FormattedMessage id="lists.backToCollections" />
        </Link>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {list.isDefault && isOwner ? <DefaultBadge /> : null}
        <PrivacyBadge privacy={list.privacy} />
      </div>
      <h1
        id={LIST_TITLE_ID}
        tabIndex={-1}
        className="mt-3 text-3xl font-bold tracking-tight break-words text-slate-900 focus:outline-none sm:text-4xl"
      >
        {name}
      </h1>
      <p className="mt-2 text-slate-700">
        <FormattedMessage id="lists.byline" values={{ owner: ownerName, count: list.itemCount }} />
      </p>
      {list.description ? (
        <p className="mt-4 max-w-3xl text-base leading-7 whitespace-pre-line text-slate-800">
          {list.description}
        </p>
      ) : null}
      {isOwner && list.privacy === 'PRIVATE' ? (
        <p className="mt-4 text-sm text-slate-600">
          <FormattedMessage id="lists.privateHint" />
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {list.privacy === 'PUBLIC' ? <ShareButton title={name} /> : null}
        <ExportButton slug={list.slug} format="gpx" onError={props.onExportError} />
        <ExportButton slug={list.slug} format="csv" onError={props.onExportError} />
      </div>
      {isOwner ? (
        <div className="mt-3 flex flex-wrap gap-3 border-t border-slate-200 pt-3">
          <Button variant="ghost" onClick={props.onEdit}>
            <PencilIcon aria-hidden="true" size={16} />
            <FormattedMessage id="lists.edit.open" />
          </Button>
          <PrivacyToggle list={list} busy={props.busy} onToggle={props.onPrivacy} />
          {list.isDefault ? null : (
            <Button
              variant="ghost"
              className="text-rose-800 hover:bg-rose-50"
              onClick={props.onDelete}
            >
              <Trash2Icon aria-hidden="true" size={16} />
              <FormattedMessage id="lists.delete" />
            </Button>
          )}
        </div>
      ) : null}
    </header>
  );
}
