import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import XIcon from 'lucide-react/icons/x';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ProfilePicture } from '../../components/ui/profile-picture.tsx';
import { DRAWER_SECTIONS, type NavLinkItem } from '../../config/navigation.ts';
import { displayName, isAdmin, useAuthStore, useLoginModal } from '../../features/auth/index.ts';
import type { MessageId } from '../../lib/i18n/messages.ts';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { savePreference } from './preferences.ts';
import { UnitsSelect } from '../../components/ui/units-select.tsx';

const linkClass =
  'flex min-h-11 items-center rounded-lg px-3 text-base text-slate-800 hover:bg-slate-100';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
}

function Section({
  id,
  titleId,
  children,
}: {
  id: string;
  titleId: MessageId;
  children: ReactNode;
}) {
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
        <FormattedMessage id={titleId} />
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
            <FormattedMessage id={link.label} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Mobile slide-in menu (docs/product/screens.md Layout) with collapsible Explore/Resources/Saved/Account. */
export function Drawer({ open, onClose }: DrawerProps) {
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  const signOut = useAuthStore((s) => s.signOut);
  const openLogin = useLoginModal((s) => s.open);
  const intl = useIntl();

  const accountLinks: NavLinkItem[] = user
    ? [
        { label: 'account.profile', to: '/profile' },
        ...(isAdmin(user) ? [{ label: 'account.adminConsole' as const, to: '/admin' }] : []),
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
          <FormattedMessage id="menu.title" />
        </h2>
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'menu.close' })}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
          onClick={onClose}
        >
          <XIcon aria-hidden="true" size={22} />
        </button>
      </div>
      <nav aria-label={intl.formatMessage({ id: 'nav.mobile' })} className="px-2 pb-6">
        <ul>
          {DRAWER_SECTIONS.map((section) => (
            <Section key={section.id} id={section.id} titleId={section.title}>
              <LinkList links={section.links} onNavigate={onClose} />
            </Section>
          ))}
          <Section id="account" titleId="drawer.account">
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
                  <FormattedMessage id="auth.signOut" />
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
                  <FormattedMessage id="auth.signIn" />
                </Button>
              </div>
            )}
          </Section>
        </ul>
      </nav>
      <div className="flex flex-col gap-3 border-t border-slate-200 px-5 py-5">
        <LanguageSelect tone="light" onChange={(language) => savePreference({ language })} />
        <UnitsSelect tone="light" onChange={(units) => savePreference({ units })} />
      </div>
    </Dialog>
  );
}
