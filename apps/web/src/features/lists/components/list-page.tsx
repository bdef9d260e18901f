import type { BookmarkPrivacy } from '@divespot/shared/bookmarks';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { useQueryClient } from '../../../lib/query.ts';
import BookmarkIcon from 'lucide-react/icons/bookmark';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useListView } from '../api/list-view.ts';
import { useChangeList } from '../api/manage.ts';
import { scheduleDelete } from '../hooks/pending-delete.ts';
import { useListErrorText, useListName } from '../lib/list-text.ts';
import { ListAlertBanner } from './list-alert.tsx';
import { ListEditDialog } from './list-edit-dialog.tsx';
import { ListEntries } from './list-entries.tsx';
import { ListHeader } from './list-header.tsx';
import { ListMap } from './list-map.tsx';
import { ListNotFound } from './list-not-found.tsx';
import { ListSkeleton, ListsFailed } from './lists-states.tsx';

interface ListPageProps {
  slug: string;
  /** The 'Sign In Required' screen (docs/product/screens.md#error-screens), for signed-out visitors of a list they cannot see. */
  signInPrompt: ReactNode;
}

/**
 * /collections/:slug: one list, readable by anyone when public and by its owner always. The
 * owner renames, describes, shares, reorders and deletes it; everyone who sees it can export it.
 * An earlier slug of a renamed list resolves and the address changes to the current one.
 */
export function ListPage({ slug, signInPrompt }: ListPageProps) {
  const intl = useIntl();
  const failureText = useListErrorText();
  const client = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const listName = useListName();
  const view = useListView(slug);
  const change = useChangeList();
  const [editing, setEditing] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const current = view.data?.folder.slug;

  useEffect(() => {
    if (current && current !== slug)
      void navigate(pagePath(PAGES.list, { slug: current }), { replace: true });
  }, [current, slug, navigate]);

  if (view.isPending) {
    return (
      <>
        <PageHead pattern={PAGES.list} />
        <ListSkeleton />
      </>
    );
  }
  if (view.isError) {
    const missing = view.error instanceof ApiError && view.error.status === 404;
    return (
      <>
        <PageHead pattern={PAGES.list} />
        {missing ? (
          signedIn ? (
            <ListNotFound slug={slug} />
          ) : (
            signInPrompt
          )
        ) : (
          <div className="mx-auto max-w-3xl px-4 py-16">
            <ListsFailed onRetry={() => void view.refetch()} />
          </div>
        )}
      </>
    );
  }

  const { folder: list, entries, isOwner } = view.data;
  const name = listName(list);
  const updateFailed = intl.formatMessage({ id: 'lists.error.update' });

  function setPrivacy(privacy: BookmarkPrivacy) {
    setAlert(null);
    change.mutate(
      { id: list.objectId, change: { privacy } },
      { onError: (error) => setAlert(failureText(error, updateFailed)) },
    );
  }

  function remove() {
    scheduleDelete(client, list);
    void navigate('/collections');
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHead pattern={PAGES.list} title={name} description={list.description ?? undefined} />
      <ListHeader
        view={view.data}
        busy={change.isPending}
        onEdit={() => setEditing(true)}
        onPrivacy={setPrivacy}
        onDelete={remove}
        onExportError={() => setAlert(intl.formatMessage({ id: 'lists.export.failed' }))}
      />
      {alert ? (
        <div className="mt-6">
          <ListAlertBanner text={alert} onDismiss={() => setAlert(null)} />
        </div>
      ) : null}
      {entries.length === 0 ? (
        <section className="mt-10 flex flex-col items-center rounded-3xl border border-dashed border-sky-300 px-6 py-12 text-center">
          <BookmarkIcon aria-hidden="true" size={36} className="text-sky-700" />
          <p className="mt-4 text-lg font-semibold text-slate-900">
            <FormattedMessage id="lists.emptyList.title" />
          </p>
          {isOwner ? (
            <>
              <p className="mt-2 max-w-md text-slate-700">
                <FormattedMessage id="lists.emptyList.body" />
              </p>
              <ButtonLink to="/explore" className="mt-6">
                <FormattedMessage id="lists.empty.explore" />
              </ButtonLink>
            </>
          ) : null}
        </section>
      ) : (
        <div className="mt-10 space-y-10">
          <ListMap entries={entries} />
          <ListEntries list={list} entries={entries} isOwner={isOwner} onError={setAlert} />
        </div>
      )}
      {isOwner ? (
        <ListEditDialog list={list} open={editing} onClose={() => setEditing(false)} />
      ) : null}
    </div>
  );
}
