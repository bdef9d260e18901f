import type { BookmarkEntry, BookmarkFolder, BookmarkType } from '@divespot/shared/bookmarks';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useMoveItem, useRemoveItem } from '../api/manage.ts';
import { LIST_TITLE_ID, ENTRY_GROUPS, entryKey } from '../lib/entries.ts';
import { useListErrorText } from '../lib/list-text.ts';
import { ListEntryCard, moveButtonId } from './list-entry-card.tsx';

const GROUP_TITLES: Record<BookmarkType, MessageId> = {
  DIVE_SPOT: 'lists.group.spots',
  DIVE_CENTER: 'lists.group.centers',
  MARINE_LIFE: 'lists.group.species',
};

interface ListEntriesProps {
  list: BookmarkFolder;
  entries: readonly BookmarkEntry[];
  isOwner: boolean;
  /** A change the server refused, said by the page. */
  onError: (text: string) => void;
}

/**
 * Where focus goes once the page shows a change: after a move, the same button (or its twin once
 * the item reached an end); after a removal, the group's heading (or the page's, when the group
 * is gone).
 */
type FocusAfter =
  | { kind: 'move'; entry: BookmarkEntry; direction: -1 | 1; from: number }
  | { kind: 'remove'; entry: BookmarkEntry };

function focusAfterChange(focus: FocusAfter, entries: readonly BookmarkEntry[]): boolean {
  const group = entries.filter((e) => e.type === focus.entry.type);
  const index = group.findIndex((e) => entryKey(e) === entryKey(focus.entry));
  if (focus.kind === 'remove') {
    if (index >= 0) return false;
    const heading = document.getElementById(
      group.length > 0 ? `list-group-${focus.entry.type}` : LIST_TITLE_ID,
    );
    heading?.focus();
    return true;
  }
  if (index === focus.from) return false;
  const same = document.getElementById(moveButtonId(focus.entry, focus.direction));
  const twin = document.getElementById(moveButtonId(focus.entry, focus.direction === 1 ? -1 : 1));
  (same instanceof HTMLButtonElement && !same.disabled ? same : twin)?.focus();
  return true;
}

/**
 * A list's items grouped by kind (dive spots, dive centers, marine life), in the list's order.
 * The owner reorders them within a group by dragging or with the move buttons (the new place is
 * announced), and takes items off the list.
 */
export function ListEntries({ list, entries, isOwner, onError }: ListEntriesProps) {
  const intl = useIntl();
  const failureText = useListErrorText();
  const move = useMoveItem(list.objectId);
  const remove = useRemoveItem(list.objectId);
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<FocusAfter | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const updateFailed = intl.formatMessage({ id: 'lists.error.update' });

  // Runs again as the page's entries change, until they show the change.
  useEffect(() => {
    if (focusAfter.current && focusAfterChange(focusAfter.current, entries)) {
      focusAfter.current = null;
    }
  }, [entries]);

  /** Moves `entry` to where `target` is now (the server's index is over the whole list). */
  function moveTo(entry: BookmarkEntry, target: BookmarkEntry, group: BookmarkEntry[]) {
    const index = list.savedItems.findIndex(
      (i) => i.type === target.type && i.objectId === target.objectId,
    );
    if (index < 0) return;
    move.mutate(
      { item: entry, index },
      { onError: (error) => onError(failureText(error, updateFailed)) },
    );
    const position = group.indexOf(target) + 1;
    setAnnouncement(
      intl.formatMessage(
        { id: 'lists.entry.moved' },
        { name: entry.name, position, count: group.length },
      ),
    );
  }

  function removeEntry(entry: BookmarkEntry) {
    remove.mutate(entry, { onError: (error) => onError(failureText(error, updateFailed)) });
    setAnnouncement(intl.formatMessage({ id: 'lists.entry.removed' }, { name: entry.name }));
    focusAfter.current = { kind: 'remove', entry };
  }

  const dragHandlers = (entry: BookmarkEntry, group: BookmarkEntry[]) => {
    const key = entryKey(entry);
    const sameGroup = () => dragged !== null && dragged.startsWith(`${entry.type}:`);
    return {
      draggable: true,
      onDragStart: (e: DragEvent) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', entry.name);
        setDragged(key);
      },
      onDragOver: (e: DragEvent) => {
        if (!sameGroup() || dragged === key) return;
        e.preventDefault();
        setDropTarget(key);
      },
      onDragLeave: () => setDropTarget((t) => (t === key ? null : t)),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        const from = group.find((g) => entryKey(g) === dragged);
        if (from && from !== entry) moveTo(from, entry, group);
        setDragged(null);
        setDropTarget(null);
      },
      onDragEnd: () => {
        setDragged(null);
        setDropTarget(null);
      },
    };
  };

  return (
    <div className="space-y-10">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {ENTRY_GROUPS.map((type) => {
        const group = entries.filter((e) => e.type === type);
        if (group.length === 0) return null;
        const headingId = `list-group-${type}`;
        return (
          <section key={type} aria-labelledby={headingId}>
            <h2
              id={headingId}
              tabIndex={-1}
              className="flex items-baseline gap-3 text-xl font-bold text-slate-900 focus:outline-none"
            >
              <FormattedMessage id={GROUP_TITLES[type]} />
              <span className="text-base font-medium text-slate-600">{group.length}</span>
            </h2>
            <ol className="mt-4 space-y-3">
              {group.map((entry, i) => {
                const key = entryKey(entry);
                return (
                  <li
                    key={key}
                    {...(isOwner ? dragHandlers(entry, group) : {})}
                    className={`rounded-2xl transition ${dragged === key ? 'opacity-50' : ''} ${
                      dropTarget === key ? 'ring-2 ring-sky-500 ring-offset-2' : ''
                    }`}
                  >
                    <ListEntryCard
                      entry={entry}
                      controls={
                        isOwner
                          ? {
                              canMoveUp: i > 0,
                              canMoveDown: i < group.length - 1,
                              onMove: (direction) => {
                                const target = group[i + direction];
                                if (!target) return;
                                moveTo(entry, target, group);
                                focusAfter.current = { kind: 'move', entry, direction, from: i };
                              },
                              onRemove: () => removeEntry(entry),
                            }
                          : undefined
                      }
                    />
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
