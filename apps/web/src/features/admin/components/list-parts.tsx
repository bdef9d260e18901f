import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import SearchIcon from 'lucide-react/icons/search';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { ADMIN_LIMITS as LIST_LIMITS } from '@divespot/shared/admin-vocabulary';

const buttonShape =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

export const buttonClass = `${buttonShape} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

/** The button that does what a form or dialog is for. */
export const primaryButtonClass = `${buttonShape} border-sky-800 bg-sky-800 text-white hover:bg-sky-900`;

/** The button that confirms a change taking something away. */
export const dangerButtonClass = `${buttonShape} border-rose-700 bg-rose-700 text-white hover:bg-rose-800`;

export const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2';

export const labelClass = 'block text-sm font-medium text-slate-800';

/** What a list needs of its query. */
export interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Lines of shimmer where a list will be. */
function ListSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className={`h-4 rounded bg-slate-100 ${i % 2 ? 'w-1/3' : 'w-1/2'}`} />
          <Skeleton className="h-4 w-1/4 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/**
 * A list's body: shimmer while it loads, what failed and a way to try again, a sentence when
 * there is nothing to show, else the list itself.
 */
export function ListBody({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: ListQueryState;
  isEmpty: boolean;
  empty: MessageId;
  children: ReactNode;
}) {
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-900">
        <p>
          <FormattedMessage id="admin.list.failed" />
        </p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-3 inline-flex min-h-9 items-center gap-1.5 rounded-full border border-rose-300 bg-white px-3 py-1.5 font-semibold text-rose-900 hover:bg-rose-100 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <RotateCwIcon aria-hidden="true" size={16} />
          <FormattedMessage id="admin.list.retry" />
        </button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <FormattedMessage id={empty} />
      </p>
    );
  }
  return <>{children}</>;
}

/**
 * The text a search box holds: what is typed, until the URL's search (`value`) changes under it
 * (Back, another kind), which it then shows.
 */
export function useSearchText(value: string) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return [text, setText] as const;
}

/** A labelled search box and its button; `onSubmit` runs on Enter or the button. */
export function SearchBox({
  labelId,
  text,
  onText,
  onSubmit,
}: {
  labelId: MessageId;
  text: string;
  onText: (text: string) => void;
  onSubmit: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" onSubmit={submit} className="min-w-0 flex-1">
      <label htmlFor={id} className={labelClass}>
        <FormattedMessage id={labelId} />
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="search"
          value={text}
          maxLength={LIST_LIMITS.queryMax}
          onChange={(e) => onText(e.target.value)}
          className={inputClass}
        />
        <button
          type="submit"
          className={`${buttonClass} min-h-11 shrink-0`}
          aria-label={intl.formatMessage({ id: 'admin.list.search' })}
        >
          <SearchIcon aria-hidden="true" size={16} />
          <span className="hidden sm:inline">
            <FormattedMessage id="admin.list.search" />
          </span>
        </button>
      </div>
    </form>
  );
}

/** A search box that asks when submitted (Enter or its button), not at every key. */
export function SearchForm({
  labelId,
  value,
  onSearch,
}: {
  labelId: MessageId;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useSearchText(value);
  return (
    <SearchBox
      labelId={labelId}
      text={text}
      onText={setText}
      onSubmit={() => onSearch(text.trim())}
    />
  );
}

/** "Page 2 of 5 · 112 in all" with the previous and next pages. */
export function Pager({
  page,
  totalPages,
  total,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  if (total === 0) return null;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'admin.list.pages' })}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-700">
        <FormattedMessage
          id="admin.list.pageOf"
          values={{ page: page + 1, pages: Math.max(totalPages, 1), total }}
        />
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClass}
          disabled={page <= 0}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" size={16} />
          <FormattedMessage id="admin.list.previous" />
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={page + 1 >= totalPages}
          onClick={() => onPage(page + 1)}
        >
          <FormattedMessage id="admin.list.next" />
          <ChevronRightIcon aria-hidden="true" size={16} />
        </button>
      </div>
    </nav>
  );
}

/** The section's heading and what it is for. */
export function SectionHeader({
  headingId,
  titleId,
  introId,
}: {
  headingId: string;
  titleId: MessageId;
  introId: MessageId;
}) {
  return (
    <header>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        <FormattedMessage id={titleId} />
      </h2>
      <p className="mt-1 max-w-3xl text-sm leading-6 text-slate-700">
        <FormattedMessage id={introId} />
      </p>
    </header>
  );
}

/** A list's order, one of `sorts`; choosing the default one (`initial`) takes it out of the URL (''). */
export function SortSelect<S extends string>({
  labelId,
  value,
  sorts,
  labels,
  initial,
  onSort,
}: {
  labelId: MessageId;
  value: S;
  sorts: readonly S[];
  labels: Record<S, MessageId>;
  initial: S;
  onSort: (sort: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="sm:w-52">
      <label htmlFor={id} className={labelClass}>
        <FormattedMessage id={labelId} />
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onSort(e.target.value === initial ? '' : e.target.value)}
        className={`${inputClass} mt-1`}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {intl.formatMessage({ id: labels[s] })}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A dialog that asks before a change: what it will do, why the server refused it (`problem`),
 * and the buttons to cancel or go ahead (`busy` while it is under way).
 */
export function ConfirmDialog({
  title,
  body,
  problem,
  cancelLabel,
  confirmLabel,
  confirmClass = dangerButtonClass,
  busy,
  onConfirm,
  onClose,
}: {
  title: ReactNode;
  body: ReactNode;
  problem: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  confirmClass?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl"
    >
      <div className="p-6">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <p className="mt-2 text-sm leading-6 text-slate-700">{body}</p>
        {problem ? (
          <p role="alert" className="mt-4 rounded-lg bg-rose-50 p-3 text-sm text-rose-900">
            {problem}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass} onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="button" className={confirmClass} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
