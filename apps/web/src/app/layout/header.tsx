import { SITE_NAME } from '@divespot/shared/site';
import CompassIcon from 'lucide-react/icons/compass';
import MapIcon from 'lucide-react/icons/map';
import MenuIcon from 'lucide-react/icons/menu';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { LogoMark } from '../../components/ui/logo.tsx';
import { MAP_ONLY_HREF } from '../../config/navigation.ts';
import { useAuthStore, useLoginModal } from '../../features/auth/index.ts';
import { MobileSearch, SearchBox } from '../../features/search/index.ts';
import { Drawer } from './drawer.tsx';
import { UserMenu } from './user-menu.tsx';

const navLinkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium text-slate-800 hover:bg-slate-100';

/**
 * Sticky site header (docs/product/screens.md Layout). Below 768 px the links move into the drawer and search
 * into a full-screen panel behind a button.
 */
export function Header() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  const openLogin = useLoginModal((s) => s.open);
  const intl = useIntl();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          aria-label={intl.formatMessage({ id: 'layout.home' })}
          className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900"
        >
          <LogoMark size={32} />
          <span>{SITE_NAME}</span>
        </Link>

        <div data-slot="header-search" className="hidden min-w-0 flex-1 md:block">
          <div className="max-w-md">
            <SearchBox />
          </div>
        </div>

        <nav
          aria-label={intl.formatMessage({ id: 'nav.main' })}
          className="hidden items-center gap-1 md:flex"
        >
          <NavLink
            to="/explore"
            end
            className={({ isActive }) => `${navLinkClass} ${isActive ? 'text-sky-800' : ''}`}
          >
            <CompassIcon aria-hidden="true" size={18} />
            <FormattedMessage id="nav.explore" />
          </NavLink>
          <Link to={MAP_ONLY_HREF} className={navLinkClass}>
            <MapIcon aria-hidden="true" size={18} />
            <FormattedMessage id="nav.map" />
          </Link>
          <div className="ml-2">
            {user ? (
              <UserMenu user={user} />
            ) : (
              <Button onClick={() => openLogin('login')}>
                <FormattedMessage id="auth.signIn" />
              </Button>
            )}
          </div>
        </nav>

        <div className="ml-auto flex items-center gap-1 md:hidden">
          <MobileSearch />
          <Link to={MAP_ONLY_HREF} className={`${navLinkClass} px-3`}>
            <MapIcon aria-hidden="true" size={20} />
            <FormattedMessage id="nav.map" />
          </Link>
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'menu.open' })}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100"
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon aria-hidden="true" size={22} />
          </button>
        </div>
      </div>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}
