import SearchXIcon from 'lucide-react/icons/search-x';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ADMIN_SECTIONS, sectionOf } from '../lib/sections.ts';
import { AdminAudit } from './admin-audit.tsx';
import { ContentSection } from './content-section.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';
import { AdminMessages } from './admin-messages.tsx';
import { AdminUsers } from './admin-users.tsx';
import { AdminNav } from './admin-nav.tsx';

const dashboardPath = ADMIN_SECTIONS[0]!.path;

const toDashboard = (chunks: ReactNode[]) => (
  <Link to={dashboardPath} className="font-semibold text-sky-800 underline underline-offset-2">
    {chunks}
  </Link>
);

/** An address below /admin that names no section. */
function UnknownSection({ headingId }: { headingId: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <SearchXIcon aria-hidden="true" size={24} />
      </span>
      <h2 id={headingId} className="mt-4 text-xl font-semibold text-slate-900">
        <FormattedMessage id="admin.unknown.title" />
      </h2>
      <p className="mt-2 text-slate-700">
        <FormattedMessage id="admin.unknown.body" values={{ link: toDashboard }} />
      </p>
    </div>
  );
}

/**
 * The admin console's frame for /admin and /admin/*: its title, the sections' navigation (a
 * side column, a disclosure on a phone) and the section shown.
 */
export function AdminConsole({ subPath }: { subPath?: string }) {
  const found = sectionOf(subPath);
  const section = found?.section ?? null;
  const headingId = useId();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <FormattedMessage id="admin.console.title" />
      </h1>
      <div className="mt-4 flex flex-col gap-6 md:flex-row md:items-start md:gap-8">
        <AdminNav current={section} />
        <section aria-labelledby={headingId} className="min-w-0 flex-1">
          {section === null ? (
            <UnknownSection headingId={headingId} />
          ) : section.id === 'dashboard' ? (
            <AdminDashboard headingId={headingId} />
          ) : section.id === 'users' ? (
            <AdminUsers headingId={headingId} />
          ) : section.id === 'messages' ? (
            <AdminMessages headingId={headingId} />
          ) : section.id === 'audit' ? (
            <AdminAudit headingId={headingId} />
          ) : (
            <ContentSection headingId={headingId} path={found?.rest ?? ''} />
          )}
        </section>
      </div>
    </div>
  );
}
