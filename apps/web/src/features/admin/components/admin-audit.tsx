import type { AuditEntry } from '@divespot/shared/admin';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useAdminAudit } from '../api/admin-lists.ts';
import { given, useListSearch, type ListFilters } from '../hooks/use-list-search.ts';
import { ADMIN_LIMITS as LIST_LIMITS } from '@divespot/shared/admin-vocabulary';
import { AUDIT_ACTIONS, auditActionLabel, changesOf, valueText } from '../lib/audit.ts';
import { ADMIN_SECTIONS } from '../lib/sections.ts';
import {
  buttonClass,
  inputClass,
  labelClass,
  ListBody,
  Pager,
  primaryButtonClass,
  SectionHeader,
} from './list-parts.tsx';

const KEYS = ['actor', 'action', 'subject', 'subjectId'] as const;
type Key = (typeof KEYS)[number];

const FIELD_LABELS: Record<Key, MessageId> = {
  actor: 'admin.audit.filter.actor',
  action: 'admin.audit.filter.action',
  subject: 'admin.audit.filter.subject',
  subjectId: 'admin.audit.filter.subjectId',
};

const SUBJECT_LABELS: Readonly<Record<string, MessageId>> = {
  user: 'admin.audit.subject.user',
  message: 'admin.audit.subject.message',
  article: 'admin.audit.subject.article',
};

const auditPath = ADMIN_SECTIONS.find((s) => s.id === 'audit')!.path;

/** The audit log narrowed to one record's entries. */
export const recordFilterPath = (subject: string, subjectId: string) =>
  `${auditPath}?${new URLSearchParams({ subject, subjectId }).toString()}`;

const EMPTY: ListFilters<Key> = { actor: '', action: '', subject: '', subjectId: '' };

function Filters({
  filters,
  onApply,
}: {
  filters: ListFilters<Key>;
  onApply: (next: ListFilters<Key>) => void;
}) {
  const intl = useIntl();
  const baseId = useId();
  const [values, setValues] = useState(filters);
  const [shown, setShown] = useState(filters);
  // The URL changed under the form (Back, a record's link): show what it now says.
  if (KEYS.some((k) => shown[k] !== filters[k])) {
    setShown(filters);
    setValues(filters);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(KEYS.map((k) => [k, values[k].trim()])) as ListFilters<Key>);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'admin.audit.filters' })}
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {KEYS.map((k) => (
          <div key={k}>
            <label htmlFor={`${baseId}-${k}`} className={labelClass}>
              <FormattedMessage id={FIELD_LABELS[k]} />
            </label>
            <input
              id={`${baseId}-${k}`}
              type={k === 'actor' ? 'search' : 'text'}
              value={values[k]}
              maxLength={LIST_LIMITS.queryMax}
              list={
                k === 'action'
                  ? `${baseId}-actions`
                  : k === 'subject'
                    ? `${baseId}-subjects`
                    : undefined
              }
              onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
              className={`${inputClass} mt-1`}
            />
          </div>
        ))}
      </div>
      <datalist id={`${baseId}-actions`}>
        {['user.', 'message.', 'article.', ...Object.keys(AUDIT_ACTIONS)].map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <datalist id={`${baseId}-subjects`}>
        {Object.keys(SUBJECT_LABELS).map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass}>
          <FormattedMessage id="admin.audit.apply" />
        </button>
        <button type="button" className={buttonClass} onClick={() => onApply(EMPTY)}>
          <FormattedMessage id="admin.audit.clear" />
        </button>
      </div>
    </form>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) {
    return (
      <span className="text-slate-600">
        <FormattedMessage id="admin.audit.noChanges" />
      </span>
    );
  }
  const none = intl.formatMessage({ id: 'admin.audit.none' });
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="min-h-9 font-semibold whitespace-nowrap text-sky-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <FormattedMessage
          id={open ? 'admin.audit.hideChanges' : 'admin.audit.showChanges'}
          values={{ count: changes.length }}
        />
      </button>
      <ul id={id} hidden={!open} className="mt-2 space-y-1">
        {changes.map((c) => (
          <li key={c.field} className="break-words">
            <FormattedMessage
              id="admin.audit.change"
              values={{
                field: <code className="font-semibold text-slate-900">{c.field}</code>,
                before: <span className="text-slate-700">{valueText(c.before) ?? none}</span>,
                after: <span className="text-slate-900">{valueText(c.after) ?? none}</span>,
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const label = auditActionLabel(entry.action);
  const subject = Object.hasOwn(SUBJECT_LABELS, entry.subject)
    ? intl.formatMessage({ id: SUBJECT_LABELS[entry.subject]! })
    : entry.subject;
  const record = intl.formatMessage({ id: 'admin.audit.record' }, { subject, id: entry.subjectId });
  return (
    <tr className="align-top">
      <th scope="row" className="px-2 py-2 text-left font-medium whitespace-nowrap">
        <time dateTime={entry.at}>
          {intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </th>
      <td className="max-w-56 min-w-40 px-2 py-2 break-all">{entry.actorEmail}</td>
      <td className="px-2 py-2">
        {label ? <FormattedMessage id={label} /> : <code>{entry.action}</code>}
      </td>
      <td className="max-w-48 min-w-32 px-2 py-2 break-all">
        {entry.subject === 'user' ? (
          <Link
            to={recordFilterPath(entry.subject, entry.subjectId)}
            className="text-sky-800 underline underline-offset-2"
          >
            {record}
          </Link>
        ) : (
          record
        )}
      </td>
      <td className="max-w-80 px-2 py-2">
        <Changes entry={entry} />
      </td>
    </tr>
  );
}

/**
 * Every change an admin made (docs/product/admin.md#audit-log), newest first, narrowed by the
 * admin, the action, the kind of record and its id; each entry's changed fields on demand.
 */
export function AdminAudit({ headingId }: { headingId: string }) {
  const captionId = useId();
  const { filters, page, size, filter, goToPage } = useListSearch(KEYS);
  const audit = useAdminAudit({
    actor: given(filters.actor),
    action: given(filters.action),
    subject: given(filters.subject),
    subjectId: given(filters.subjectId),
    page,
    size,
  });
  const rows = audit.data?.content ?? [];
  return (
    <div className="space-y-4">
      <SectionHeader
        headingId={headingId}
        titleId="admin.section.audit"
        introId="admin.audit.intro"
      />
      <Filters filters={filters} onApply={filter} />
      <div
        aria-busy={audit.isPending || audit.isFetching}
        className="rounded-2xl border border-slate-200 bg-white p-4"
      >
        <ListBody query={audit} isEmpty={rows.length === 0} empty="admin.audit.empty">
          <div
            tabIndex={0}
            role="group"
            aria-labelledby={captionId}
            className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <table className="w-full min-w-[48rem] text-sm">
              <caption id={captionId} className="sr-only">
                <FormattedMessage id="admin.audit.caption" />
              </caption>
              <thead className="border-b border-slate-200 text-left text-slate-600">
                <tr>
                  {(
                    [
                      'admin.audit.column.when',
                      'admin.audit.column.who',
                      'admin.audit.column.action',
                      'admin.audit.column.record',
                      'admin.audit.column.changes',
                    ] as const
                  ).map((id) => (
                    <th key={id} scope="col" className="px-2 py-2 font-semibold">
                      <FormattedMessage id={id} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 text-slate-800">
                {rows.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
        </ListBody>
        {audit.data ? (
          <Pager
            page={audit.data.page}
            totalPages={audit.data.totalPages}
            total={audit.data.totalElements}
            onPage={goToPage}
          />
        ) : null}
      </div>
    </div>
  );
}
