import ChartColumnIcon from 'lucide-react/icons/chart-column';
import FileTextIcon from 'lucide-react/icons/file-text';
import FlagIcon from 'lucide-react/icons/flag';
import InboxIcon from 'lucide-react/icons/inbox';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import MapPinnedIcon from 'lucide-react/icons/map-pinned';
import UsersIcon from 'lucide-react/icons/users';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';

const SECTIONS: readonly { icon: typeof UsersIcon; label: MessageId }[] = [
  { icon: LayoutDashboardIcon, label: 'admin.section.overview' },
  { icon: MapPinnedIcon, label: 'admin.section.diveSpots' },
  { icon: UsersIcon, label: 'admin.section.users' },
  { icon: FlagIcon, label: 'admin.section.suggestions' },
  { icon: InboxIcon, label: 'admin.section.contactMessages' },
  { icon: FileTextIcon, label: 'admin.section.articles' },
  { icon: ChartColumnIcon, label: 'admin.section.analytics' },
];

/** Admin console shell: its sections are built in later issues, so they are listed, not linked. */
export function AdminConsole({ subPath }: { subPath?: string }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row">
      <aside aria-labelledby="admin-sections" className="md:w-64 md:shrink-0">
        <h2
          id="admin-sections"
          className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
        >
          <FormattedMessage id="admin.console.sections" />
        </h2>
        <ul className="mt-3 space-y-1">
          {SECTIONS.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-slate-800"
            >
              <span className="flex items-center gap-3">
                <Icon aria-hidden="true" size={18} className="text-slate-600" />
                <FormattedMessage id={label} />
              </span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                <FormattedMessage id="admin.console.soon" />
              </span>
            </li>
          ))}
        </ul>
      </aside>
      <section className="min-w-0 flex-1 rounded-2xl border border-slate-200 p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          <FormattedMessage id="admin.console.title" />
        </h1>
        {subPath ? (
          <p className="mt-3 text-sm text-slate-600">
            <FormattedMessage
              id="admin.console.requested"
              values={{ subPath, code: (text) => <code className="break-all">{text}</code> }}
            />
          </p>
        ) : null}
        <p className="mt-4 max-w-2xl leading-7 text-slate-700">
          <FormattedMessage id="admin.console.intro" />
        </p>
      </section>
    </div>
  );
}
