import type { PlaceRef } from '@divespot/shared/admin-content';
import type { ContentKind } from '@divespot/shared/admin-content-vocabulary';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { contentListPath, recordPath } from '../lib/content-routes.ts';
import { buttonClass, ConfirmDialog } from './list-parts.tsx';

/** A button that leads to deleting something: quiet until the confirmation. */
const dangerOutlineClass =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full border border-rose-300 bg-white px-3 py-1.5 text-sm font-semibold text-rose-800 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

/**
 * The frame the species, place and article editors share: the way back to their list, the
 * record's name, a link to its public page, and what shows while it loads or when it cannot.
 */

/** The console's address of a record's editor: /admin/content/species/12, …/articles/a-slug. */
export const editorPath = recordPath;

/** The console's list of one kind of record. */
export const listPath = (kind: ContentKind) => contentListPath(kind);

const sr = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** The editor's heading, the link back to its list and the one to the public page. */
export function EditorHeader({
  kind,
  back,
  title,
  publicPath,
  viewLabel,
  children,
}: {
  kind: ContentKind;
  /** "All species", "All articles" … */
  back: MessageId;
  title: ReactNode;
  /** The record's public page, when it has one. */
  publicPath?: string | null;
  /** "View the species page" … (it opens in a new tab, which the label says to screen readers). */
  viewLabel: MessageId;
  /** A line under the title (the record's kind, its country …). */
  children?: ReactNode;
}) {
  return (
    <header className="space-y-3">
      <Link
        to={listPath(kind)}
        className="inline-flex min-h-9 items-center gap-1 text-sm font-medium text-sky-800 underline underline-offset-4"
      >
        <ArrowLeftIcon aria-hidden="true" size={16} />
        <FormattedMessage id={back} />
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold break-words text-slate-900">{title}</h2>
          {children ? <div className="mt-1 text-sm text-slate-700">{children}</div> : null}
        </div>
        {publicPath ? (
          <a href={publicPath} target="_blank" rel="noopener" className={`${buttonClass} shrink-0`}>
            <ExternalLinkIcon aria-hidden="true" size={16} />
            <FormattedMessage id={viewLabel} values={{ sr }} />
          </a>
        ) : null}
      </div>
    </header>
  );
}

/** "In Egypt · Red Sea": the country and region a record is in, under its title. */
export function PlaceOfRecord({ place }: { place: PlaceRef }) {
  if (!place.country) return null;
  return (
    <FormattedMessage
      id="admin.spot.where"
      values={{ country: place.country.name, region: place.region?.name ?? 'none' }}
    />
  );
}

/**
 * Says the record was created: the editor a new record's form opens after its first save is
 * sent with `created` in its location state. It goes once the form is changed again.
 */
export function CreatedNote({ message, dirty }: { message: MessageId; dirty: boolean }) {
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  if (!created || dirty) return null;
  return (
    <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
      <FormattedMessage id={message} />
    </p>
  );
}

/** Shimmer where a record's form will be. */
export function EditorSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <Skeleton className="h-4 w-32 rounded bg-slate-100" />
      <Skeleton className="h-7 w-2/3 rounded bg-slate-100" />
      <Skeleton className="h-48 rounded-2xl bg-slate-100" />
      <Skeleton className="h-32 rounded-2xl bg-slate-100" />
    </div>
  );
}

/** A record that could not be opened: gone (404), or the request failed (try again). */
export function EditorProblem({
  error,
  kind,
  back,
  missing,
  failed,
  retry,
  onRetry,
}: {
  error: unknown;
  kind: ContentKind;
  back: MessageId;
  missing: MessageId;
  failed: MessageId;
  retry: MessageId;
  onRetry: () => void;
}) {
  const gone = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6">
      <p className="text-slate-800">
        <FormattedMessage id={gone ? missing : failed} />
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={listPath(kind)} className={buttonClass}>
          <ArrowLeftIcon aria-hidden="true" size={16} />
          <FormattedMessage id={back} />
        </Link>
        {gone ? null : (
          <button type="button" className={buttonClass} onClick={onRetry}>
            <RotateCwIcon aria-hidden="true" size={16} />
            <FormattedMessage id={retry} />
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * A record's Delete button and the confirmation it opens: nothing is deleted before the admin
 * confirms, and a refusal is said in the dialog.
 */
export function DeleteRecord({
  name,
  texts,
  onDelete,
}: {
  name: string;
  texts: {
    button: MessageId;
    title: MessageId;
    body: MessageId;
    confirm: MessageId;
    cancel: MessageId;
    failed: MessageId;
  };
  /** Deletes the record; rejects when the server refused. */
  onDelete: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'deleting' | 'failed'>('idle');
  const close = () => {
    setOpen(false);
    setState('idle');
  };
  const confirm = () => {
    setState('deleting');
    onDelete().then(
      () => setOpen(false),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button type="button" className={dangerOutlineClass} onClick={() => setOpen(true)}>
        <Trash2Icon aria-hidden="true" size={16} />
        <FormattedMessage id={texts.button} values={{ sr }} />
      </button>
      {open ? (
        <ConfirmDialog
          title={<FormattedMessage id={texts.title} values={{ name }} />}
          body={<FormattedMessage id={texts.body} values={{ name }} />}
          problem={state === 'failed' ? <FormattedMessage id={texts.failed} /> : null}
          cancelLabel={<FormattedMessage id={texts.cancel} />}
          confirmLabel={<FormattedMessage id={texts.confirm} />}
          busy={state === 'deleting'}
          onConfirm={confirm}
          onClose={close}
        />
      ) : null}
    </>
  );
}
