import type { BookmarkFolderSummary } from '@divespot/shared/bookmarks';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { useBookmarked, useLists } from '../api/lists.ts';
import {
  AddAfterCreateError,
  useCreateListWithItem,
  useToggleSaved,
  useTogglesInFlight,
} from '../api/save.ts';
import { listAlert, type ListAlert } from '../lib/list-errors.ts';
import { useListErrorText } from '../lib/list-text.ts';
import { type SaveTarget } from '../lib/saved-items.ts';
import { ListPickerCreateForm } from './list-picker-create-form.tsx';
import { ListPickerRow } from './list-picker-row.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The default list's name in the reader's language; any other list's as the diver named it. */
function usePickerListName() {
  const intl = useIntl();
  return (list: BookmarkFolderSummary) =>
    list.isDefault ? intl.formatMessage({ id: 'lists.defaultName' }) : list.name;
}

/**
 * The diver's lists, each with a checkbox that puts the item in or takes it out (docs/product/states.md), and a
 * form for a new list. Shared by the Save dialog and the Save sheet.
 */
export function ListPicker({ target }: { target: SaveTarget }) {
  const ownLists = useLists();
  // Which lists hold the item: asked when the picker opens, so it is never an old answer.
  const holding = useBookmarked(target.type, target.id);
  const lists = {
    data: ownLists.data && holding.data ? ownLists.data : undefined,
    isError: ownLists.isError || holding.isError,
    refetch: () => Promise.all([ownLists.refetch(), holding.refetch()]),
  };
  const toggle = useToggleSaved(target);
  const create = useCreateListWithItem(target);
  const inFlight = useTogglesInFlight(target);
  const nameOf = usePickerListName();
  const intl = useIntl();
  const listErrorText = useListErrorText();
  const why = (error: unknown) => listErrorText(error, undefined);
  const [alert, setAlert] = useState<ListAlert | null>(null);
  // Said to screen readers once a change is done; the checkbox already showed it.
  const [done, setDone] = useState('');
  // What the diver just asked of each list, held from the press itself until the change has
  // settled. The checkbox is controlled: a state set later than its change event (the mutation's
  // own state reaches the screen a task later) would let it spring back for that moment.
  const [asked, setAsked] = useState<ReadonlyMap<number, boolean>>(new Map());
  const forget = (listId: number) =>
    setAsked((now) => {
      const next = new Map(now);
      next.delete(listId);
      return next;
    });

  function onToggle(list: BookmarkFolderSummary, present: boolean) {
    setAlert(null);
    setDone('');
    setAsked((now) => new Map(now).set(list.objectId, present));
    const values = { list: nameOf(list) };
    void toggle
      .mutateAsync({ listId: list.objectId, present })
      .then(
        () =>
          setDone(
            intl.formatMessage({ id: present ? 'lists.save.added' : 'lists.save.removed' }, values),
          ),
        (error: unknown) => setAlert(listAlert('update', error, why)),
      )
      .finally(() => forget(list.objectId));
  }

  async function onCreate(name: string): Promise<boolean> {
    setAlert(null);
    setDone('');
    try {
      await create.mutateAsync(name);
      setDone(intl.formatMessage({ id: 'lists.save.added' }, { list: name.trim() }));
      return true;
    } catch (error) {
      const made = error instanceof AddAfterCreateError;
      setAlert(listAlert(made ? 'update' : 'create', made ? error.cause : error, why));
      // A list that was made shows after the reload; the form has done its part.
      return made;
    }
  }

  if (lists.isError) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-rose-50 px-4 py-6 text-center">
        <CircleAlertIcon aria-hidden="true" size={24} className="text-rose-700" />
        <p role="alert" className="font-semibold text-rose-800">
          <FormattedMessage id="lists.save.loadFailed" />
        </p>
        <Button variant="secondary" onClick={() => void lists.refetch()}>
          <RotateCwIcon aria-hidden="true" size={16} />
          <FormattedMessage id="lists.save.retry" />
        </Button>
      </div>
    );
  }

  return (
    <div>
      {lists.data ? (
        <ul aria-label={intl.formatMessage({ id: 'lists.save.yourLists' })} className="space-y-1">
          {lists.data.map((list) => (
            <ListPickerRow
              key={list.objectId}
              list={list}
              name={nameOf(list)}
              checked={
                asked.get(list.objectId) ??
                inFlight.get(list.objectId) ??
                holding.data?.folderIds.includes(list.objectId) ??
                false
              }
              busy={asked.has(list.objectId) || inFlight.has(list.objectId)}
              onToggle={(present) => onToggle(list, present)}
            />
          ))}
        </ul>
      ) : (
        <ListsLoading />
      )}
      <div className="mt-1">
        <ListPickerCreateForm onCreate={onCreate} pending={create.isPending} />
      </div>
      <div role="alert">
        {alert ? (
          <div className="mt-3 flex gap-2.5 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
            <CircleAlertIcon aria-hidden="true" size={18} className="mt-px shrink-0" />
            <p>
              {alert.detail ? <span className="block">{alert.detail}</span> : null}
              <span className={alert.detail ? 'block font-medium' : 'font-medium'}>
                <FormattedMessage id={alert.title} />
              </span>
            </p>
          </div>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {done}
      </p>
    </div>
  );
}

/** Three rows' shapes while the lists load, announced once. */
function ListsLoading() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">
        <FormattedMessage id="lists.save.loading" />
      </span>
      <ul aria-hidden="true" className="space-y-1">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex min-h-16 items-center gap-3 px-2 py-2">
            <Skeleton as="span" className="size-12 rounded-xl bg-slate-200" />
            <span className="flex-1 space-y-2">
              <Skeleton as="span" className="block h-3.5 w-2/5 rounded bg-slate-200" />
              <Skeleton as="span" className="block h-3 w-1/4 rounded bg-slate-100" />
            </span>
            <span className="size-7 rounded-full border-2 border-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
