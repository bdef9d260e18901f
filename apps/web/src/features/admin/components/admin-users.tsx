import type { AdminUser, AdminUserSort } from '@divespot/shared/admin';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useAuthStore, useUiText, type UiText } from '../../auth/index.ts';
import { useAdminUsers, useChangeUser, type UserChange } from '../api/admin-lists.ts';
import { given, useListSearch } from '../hooks/use-list-search.ts';
import { ADMIN_USER_SORTS as USER_SORTS } from '@divespot/shared/admin-vocabulary';
import {
  buttonClass,
  ConfirmDialog,
  dangerButtonClass,
  ListBody,
  Pager,
  primaryButtonClass,
  SearchForm,
  SectionHeader,
  SortSelect,
} from './list-parts.tsx';

const KEYS = ['q', 'sort'] as const;

const SORT_LABELS: Record<AdminUserSort, MessageId> = {
  newest: 'admin.users.sort.newest',
  oldest: 'admin.users.sort.oldest',
  email: 'admin.users.sort.email',
  name: 'admin.users.sort.name',
};

const isSort = (value: string): value is AdminUserSort =>
  (USER_SORTS as readonly string[]).includes(value);

/** What the admin is asked to confirm. */
type Action = 'grant' | 'revoke' | 'disable' | 'enable';

const ACTIONS: Record<
  Action,
  { button: MessageId; title: MessageId; body: MessageId; confirm: MessageId; done: MessageId }
> = {
  grant: {
    button: 'admin.users.grant.button',
    title: 'admin.users.grant.title',
    body: 'admin.users.grant.body',
    confirm: 'admin.users.grant.confirm',
    done: 'admin.users.grant.done',
  },
  revoke: {
    button: 'admin.users.revoke.button',
    title: 'admin.users.revoke.title',
    body: 'admin.users.revoke.body',
    confirm: 'admin.users.revoke.confirm',
    done: 'admin.users.revoke.done',
  },
  disable: {
    button: 'admin.users.disable.button',
    title: 'admin.users.disable.title',
    body: 'admin.users.disable.body',
    confirm: 'admin.users.disable.confirm',
    done: 'admin.users.disable.done',
  },
  enable: {
    button: 'admin.users.enable.button',
    title: 'admin.users.enable.title',
    body: 'admin.users.enable.body',
    confirm: 'admin.users.enable.confirm',
    done: 'admin.users.enable.done',
  },
};

const changeOf = (action: Action, id: number): UserChange =>
  action === 'grant' || action === 'revoke'
    ? { id, admin: action === 'grant' }
    : { id, disabled: action === 'disable' };

/** "Ada Diver", or the e-mail address of an account without a name. */
export const accountName = (user: AdminUser) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

function Badge({ tone, children }: { tone: 'sky' | 'rose'; children: ReactNode }) {
  const colours = tone === 'sky' ? 'bg-sky-100 text-sky-900' : 'bg-rose-100 text-rose-900';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${colours}`}>
      {children}
    </span>
  );
}

/** Asks before a change to an account, says what it will do, and why the server refused it. */
function ConfirmChange({
  user,
  action,
  onClose,
  onDone,
}: {
  user: AdminUser;
  action: Action;
  onClose: () => void;
  onDone: (text: UiText) => void;
}) {
  const say = useUiText();
  const change = useChangeUser();
  const texts = ACTIONS[action];
  const name = accountName(user);
  const problem: UiText | null = change.isError
    ? apiErrorText<UiText>(change.error, {
        known: {
          LAST_ADMIN: { id: 'admin.users.error.lastAdmin' },
          OWN_ACCOUNT: { id: 'admin.users.error.ownAccount' },
        },
        words: (raw) => ({ raw }),
        fallback: { id: 'admin.users.error.failed' },
      })
    : null;
  const confirm = () =>
    change.mutate(changeOf(action, user.id), {
      onSuccess: () => onDone({ id: texts.done, values: { name } }),
    });
  return (
    <ConfirmDialog
      title={<FormattedMessage id={texts.title} values={{ name }} />}
      body={<FormattedMessage id={texts.body} values={{ name, email: user.email }} />}
      problem={problem ? say(problem) : null}
      cancelLabel={<FormattedMessage id="admin.users.cancel" />}
      confirmLabel={<FormattedMessage id={texts.confirm} />}
      confirmClass={
        action === 'disable' || action === 'revoke' ? dangerButtonClass : primaryButtonClass
      }
      busy={change.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

function UserRow({
  user,
  isSelf,
  onAsk,
}: {
  user: AdminUser;
  isSelf: boolean;
  onAsk: (action: Action) => void;
}) {
  const intl = useIntl();
  const name = accountName(user);
  const action = (kind: Action) => (
    <button type="button" className={buttonClass} onClick={() => onAsk(kind)}>
      <FormattedMessage id={ACTIONS[kind].button} values={{ name, hidden }} />
    </button>
  );
  return (
    <tr>
      <th scope="row" className="max-w-48 px-2 py-2 text-left font-medium break-words">
        {name}
        {isSelf ? (
          <span className="block text-xs font-normal text-slate-600">
            <FormattedMessage id="admin.users.you" />
          </span>
        ) : null}
      </th>
      <td className="max-w-56 px-2 py-2 break-all">{user.email}</td>
      <td className="px-2 py-2">
        <div className="flex flex-wrap gap-1">
          {user.isAdmin ? (
            <Badge tone="sky">
              <FormattedMessage id="admin.users.badge.admin" />
            </Badge>
          ) : null}
          {user.disabledAt ? (
            <Badge tone="rose">
              <FormattedMessage id="admin.users.badge.disabled" />
            </Badge>
          ) : null}
        </div>
        <span className="mt-1 block text-xs text-slate-600">{user.roles.join(', ')}</span>
      </td>
      <td className="px-2 py-2 text-right tabular-nums">{intl.formatNumber(user.listCount)}</td>
      <td className="px-2 py-2 whitespace-nowrap">
        {intl.formatDate(user.createdAt, { dateStyle: 'medium' })}
      </td>
      <td className="px-2 py-2">
        <div className="flex flex-wrap gap-2">
          {action(user.isAdmin ? 'revoke' : 'grant')}
          {isSelf ? null : action(user.disabledAt ? 'enable' : 'disable')}
        </div>
      </td>
    </tr>
  );
}

/**
 * The console's accounts (docs/product/admin.md#users): found by e-mail or name, sorted and
 * paged on the server; the admin role granted or revoked and accounts disabled or enabled, each
 * after a confirmation that says what will happen.
 */
export function AdminUsers({ headingId }: { headingId: string }) {
  const captionId = useId();
  const { filters, page, size, filter, goToPage } = useListSearch(KEYS);
  const sort: AdminUserSort = isSort(filters.sort) ? filters.sort : 'newest';
  const users = useAdminUsers({ q: given(filters.q), sort, page, size });
  const me = useAuthStore((s) => s.user?.username.toLowerCase());
  const [asking, setAsking] = useState<{ user: AdminUser; action: Action } | null>(null);
  const [done, setDone] = useState<UiText | null>(null);
  const say = useUiText();
  const rows = users.data?.content ?? [];

  return (
    <div className="space-y-4">
      <SectionHeader
        headingId={headingId}
        titleId="admin.section.users"
        introId="admin.users.intro"
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchForm
          labelId="admin.users.search"
          value={filters.q}
          onSearch={(q) => filter({ q })}
        />
        <SortSelect
          labelId="admin.users.sort"
          value={sort}
          sorts={USER_SORTS}
          labels={SORT_LABELS}
          initial="newest"
          onSort={(s) => filter({ sort: s })}
        />
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {done ? say(done) : null}
      </p>
      <div
        aria-busy={users.isPending || users.isFetching}
        className="rounded-2xl border border-slate-200 bg-white p-4"
      >
        <ListBody query={users} isEmpty={rows.length === 0} empty="admin.users.empty">
          <div
            tabIndex={0}
            role="group"
            aria-labelledby={captionId}
            className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <table className="w-full min-w-[52rem] text-sm">
              <caption id={captionId} className="sr-only">
                <FormattedMessage id="admin.users.caption" />
              </caption>
              <thead className="border-b border-slate-200 text-left text-slate-600">
                <tr>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    <FormattedMessage id="admin.users.column.name" />
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    <FormattedMessage id="admin.users.column.email" />
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    <FormattedMessage id="admin.users.column.roles" />
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    <FormattedMessage id="admin.users.column.lists" />
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    <FormattedMessage id="admin.users.column.created" />
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    <FormattedMessage id="admin.users.column.actions" />
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 text-slate-800">
                {rows.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    isSelf={user.email.toLowerCase() === me}
                    onAsk={(action) => {
                      setDone(null);
                      setAsking({ user, action });
                    }}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </ListBody>
        {users.data ? (
          <Pager
            page={users.data.page}
            totalPages={users.data.totalPages}
            total={users.data.totalElements}
            onPage={goToPage}
          />
        ) : null}
      </div>
      {asking ? (
        <ConfirmChange
          key={`${asking.user.id}-${asking.action}`}
          user={asking.user}
          action={asking.action}
          onClose={() => setAsking(null)}
          onDone={(text) => {
            setAsking(null);
            setDone(text);
          }}
        />
      ) : null}
    </div>
  );
}
