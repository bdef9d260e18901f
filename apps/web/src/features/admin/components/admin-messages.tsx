import type { AdminMessage, MessageStatus } from '@divespot/shared/admin';
import type { ContactTopic } from '@divespot/shared/contact-topics';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useAdminMessages, useChangeMessageStatus } from '../api/admin-lists.ts';
import { given, useListSearch } from '../hooks/use-list-search.ts';
import { MESSAGE_STATUSES } from '@divespot/shared/admin-vocabulary';
import { buttonClass, ListBody, Pager, SearchForm, SectionHeader } from './list-parts.tsx';

const KEYS = ['status', 'q'] as const;

/**
 * The contact form's topics, worded as the form words them (`contact.topic.*`); the console's own
 * copies, as the console's pages load only the `admin.*` messages.
 */
const TOPIC_LABELS: Record<ContactTopic, MessageId> = {
  general: 'admin.messages.topic.general',
  correction: 'admin.messages.topic.correction',
  'dive-center': 'admin.messages.topic.diveCenter',
  partnership: 'admin.messages.topic.partnership',
  press: 'admin.messages.topic.press',
};

const STATUS_LABELS: Record<MessageStatus, MessageId> = {
  new: 'admin.messages.status.new',
  answered: 'admin.messages.status.answered',
  archived: 'admin.messages.status.archived',
};

const MOVE_LABELS: Record<MessageStatus, MessageId> = {
  new: 'admin.messages.move.new',
  answered: 'admin.messages.move.answered',
  archived: 'admin.messages.move.archived',
};

const STATUS_COLOURS: Record<MessageStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  answered: 'bg-emerald-100 text-emerald-900',
  archived: 'bg-slate-200 text-slate-800',
};

const isStatus = (value: string): value is MessageStatus =>
  (MESSAGE_STATUSES as readonly string[]).includes(value);

/** A message longer than this, or of more lines, is folded until asked for. */
const FOLD_CHARS = 280;
const FOLD_LINES = 4;
const folds = (text: string) => text.length > FOLD_CHARS || text.split('\n').length > FOLD_LINES;

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

function MessageText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!folds(text)) return <p className="mt-3 text-sm leading-6 whitespace-pre-line">{text}</p>;
  const shown = open
    ? text
    : `${text.slice(0, FOLD_CHARS).split('\n').slice(0, FOLD_LINES).join('\n')}…`;
  return (
    <div className="mt-3">
      <p id={id} className="text-sm leading-6 break-words whitespace-pre-line">
        {shown}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="mt-1 min-h-9 text-sm font-semibold text-sky-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <FormattedMessage id={open ? 'admin.messages.less' : 'admin.messages.more'} />
      </button>
    </div>
  );
}

function MessageItem({ message }: { message: AdminMessage }) {
  const intl = useIntl();
  const change = useChangeMessageStatus();
  const topic = Object.hasOwn(TOPIC_LABELS, message.topic)
    ? intl.formatMessage({ id: TOPIC_LABELS[message.topic as ContactTopic] })
    : message.topic;
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-white p-4 text-slate-800"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold text-slate-900">
              {message.name}
            </h3>
            <a
              href={`mailto:${message.email}`}
              className="text-sm break-all text-sky-800 underline underline-offset-2"
            >
              {message.email}
            </a>
          </div>
          <span
            className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_COLOURS[message.status]}`}
          >
            <FormattedMessage id={STATUS_LABELS[message.status]} />
          </span>
        </div>
        <p className="mt-2 text-sm text-slate-600">
          <FormattedMessage
            id="admin.messages.meta"
            values={{
              topic,
              received: intl.formatDate(message.receivedAt, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            }}
          />
        </p>
        <MessageText text={message.message} />
        <div className="mt-3 flex flex-wrap gap-2">
          {MESSAGE_STATUSES.filter((s) => s !== message.status).map((status) => (
            <button
              key={status}
              type="button"
              className={buttonClass}
              disabled={change.isPending}
              onClick={() => change.mutate({ id: message.id, status })}
            >
              <FormattedMessage id={MOVE_LABELS[status]} values={{ name: message.name, hidden }} />
            </button>
          ))}
        </div>
        {change.isError ? (
          <p role="alert" className="mt-2 text-sm text-rose-800">
            <FormattedMessage id="admin.messages.failed" />
          </p>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The contact form's messages (docs/product/admin.md#messages), newest first: narrowed to one
 * status, searched, paged on the server; each can be moved to another status.
 */
export function AdminMessages({ headingId }: { headingId: string }) {
  const intl = useIntl();
  const { filters, page, size, filter, goToPage } = useListSearch(KEYS);
  const status = isStatus(filters.status) ? filters.status : undefined;
  const messages = useAdminMessages({ status, q: given(filters.q), page, size });
  const rows = messages.data?.content ?? [];
  const tab = (value: MessageStatus | undefined, label: MessageId) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={status === value}
      onClick={() => filter({ status: value ?? '' })}
      className={`min-h-9 rounded-full border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${
        status === value
          ? 'border-sky-800 bg-sky-800 text-white'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
      }`}
    >
      <FormattedMessage id={label} />
    </button>
  );
  return (
    <div className="space-y-4">
      <SectionHeader
        headingId={headingId}
        titleId="admin.section.messages"
        introId="admin.messages.intro"
      />
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'admin.messages.statusFilter' })}
        className="flex flex-wrap gap-2"
      >
        {tab(undefined, 'admin.messages.status.all')}
        {MESSAGE_STATUSES.map((s) => tab(s, STATUS_LABELS[s]))}
      </div>
      <SearchForm
        labelId="admin.messages.search"
        value={filters.q}
        onSearch={(q) => filter({ q })}
      />
      <div aria-busy={messages.isPending || messages.isFetching}>
        <ListBody query={messages} isEmpty={rows.length === 0} empty="admin.messages.empty">
          <ul className="space-y-3">
            {rows.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
        </ListBody>
        {messages.data ? (
          <Pager
            page={messages.data.page}
            totalPages={messages.data.totalPages}
            total={messages.data.totalElements}
            onPage={goToPage}
          />
        ) : null}
      </div>
    </div>
  );
}
