import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import XIcon from 'lucide-react/icons/x';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ProfilePicture } from '../../components/ui/profile-picture.tsx';
import { DRAWER_SECTIONS, type NavLinkItem } from '../../config/navigation.ts';
import { displayName, isAdmin, useAuthStore, useLoginModal } from '../../features/auth/index.ts';

const linkClass =
  'flex min-h-11 items-center rounded-lg px-3 text-base text-slate-800 hover:bg-slate-100';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = `drawer-section-${id}`;
  return (
    <li className="border-b border-slate-200">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        className="flex min-h-12 w-full items-center justify-between px-3 text-left text-base font-semibold text-slate-900"
        onClick={() => setExpanded((v) => !v)}
      >
        {title}
        <ChevronDownIcon
          aria-hidden="true"
          size={20}
          className={`transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!expanded} className="pb-3">
        {children}
      </div>
    </li>
  );
}

function LinkList({ links, onNavigate }: { links: NavLinkItem[]; onNavigate: () => void }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className={linkClass} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Mobile slide-in menu (SPEC §2 Layout) with collapsible Explore/Resources/Saved/Account. */
export function Drawer({ open, onClose }: DrawerProps) {
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  const signOut = useAuthStore((s) => s.signOut);
  const openLogin = useLoginModal((s) => s.open);

  const accountLinks: NavLinkItem[] = user
    ? [
        { label: 'Profile', to: '/profile' },
        ...(isAdmin(user) ? [{ label: 'Admin Console', to: '/admin' }] : []),
      ]
    : [];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="drawer-title"
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none animate-drawer-in overflow-y-auto bg-white p-0 text-slate-900 shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id="drawer-title" className="text-lg font-bold">
          Menu
        </h2>
        <button
          type="button"
          aria-label="Close menu"
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
          onClick={onClose}
        >
          <XIcon aria-hidden="true" size={22} />
        </button>
      </div>
      <nav aria-label="Mobile" className="px-2 pb-6">
        <ul>
          {DRAWER_SECTIONS.map((section) => (
            <Section key={section.id} id={section.id} title={section.title}>
              <LinkList links={section.links} onNavigate={onClose} />
            </Section>
          ))}
          <Section id="account" title="Account">
            {user ? (
              <>
                <div className="flex items-center gap-3 px-3 py-2">
                  <ProfilePicture
                    imageLink={user.imageLink}
                    name={displayName(user)}
                    size={36}
                    decorative
                  />
                  <span className="min-w-0 text-sm text-slate-700">
                    <span className="block truncate font-semibold text-slate-900">
                      {displayName(user)}
                    </span>
                    <span className="block truncate">{user.username}</span>
                  </span>
                </div>
                <LinkList links={accountLinks} onNavigate={onClose} />
                <button
                  type="button"
                  className={`${linkClass} w-full text-left`}
                  onClick={() => {
                    signOut();
                    onClose();
                  }}
                >
                  Sign Out
                </button>
              </>
            ) : (
              <div className="px-3 pt-1">
                <Button
                  className="w-full"
                  onClick={() => {
                    onClose();
                    openLogin('login');
                  }}
                >
                  Sign In
                </Button>
              </div>
            )}
          </Section>
        </ul>
      </nav>
    </Dialog>
  );
}
