import { pagePath, PAGES } from '@divespot/shared/routes';
import FileTextIcon from 'lucide-react/icons/file-text';
import InboxIcon from 'lucide-react/icons/inbox';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import ScrollTextIcon from 'lucide-react/icons/scroll-text';
import UsersIcon from 'lucide-react/icons/users';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { contentRouteOf } from './content-routes.ts';

export type AdminSectionId = 'dashboard' | 'content' | 'users' | 'messages' | 'audit';

export interface AdminSection {
  id: AdminSectionId;
  /** The section's page: /admin for the dashboard, /admin/<id> for the others. */
  path: string;
  icon: typeof UsersIcon;
  label: MessageId;
}

const CONSOLE = pagePath(PAGES.admin, {});

/**
 * The section below the console, by its path segment. `pagePath` builds no path of the catch-all
 * pattern `/admin/*` (PAGES.adminSection is matched, never built), so a section's path is the
 * console's own with the section's segment after it.
 */
const below = (segment: Exclude<AdminSectionId, 'dashboard'>) => `${CONSOLE}/${segment}`;

/** The console's sections, in the navigation's order (docs/product/screens.md#admin-console). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'dashboard', path: CONSOLE, icon: LayoutDashboardIcon, label: 'admin.section.dashboard' },
  { id: 'content', path: below('content'), icon: FileTextIcon, label: 'admin.section.content' },
  { id: 'users', path: below('users'), icon: UsersIcon, label: 'admin.section.users' },
  { id: 'messages', path: below('messages'), icon: InboxIcon, label: 'admin.section.messages' },
  { id: 'audit', path: below('audit'), icon: ScrollTextIcon, label: 'admin.section.audit' },
];

/**
 * The section a path below /admin names (`users` for /admin/users) and the rest of the path
 * (the content section's own: `spots/12` for /admin/content/spots/12), or null for none.
 */
export function sectionOf(
  subPath: string | undefined,
): { section: AdminSection; rest: string } | null {
  const path = (subPath ?? '').replace(/\/+$/, '');
  if (path === '') return { section: ADMIN_SECTIONS[0]!, rest: '' };
  const [segment = '', ...more] = path.split('/');
  const rest = more.join('/');
  const section = ADMIN_SECTIONS.find((s) => s.id !== 'dashboard' && s.id === segment);
  if (!section) return null;
  if (rest === '') return { section, rest };
  return section.id === 'content' && contentRouteOf(rest) !== null ? { section, rest } : null;
}
