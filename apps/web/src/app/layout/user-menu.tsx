import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ProfilePicture } from '../../components/ui/profile-picture.tsx';
import { displayName, isAdmin, useAuthStore, type SessionUser } from '../../features/auth/index.ts';

const itemClass =
  'flex min-h-10 w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100';

/** Header account menu (disclosure pattern): Profile, Collections, Admin Console, Sign Out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const signOut = useAuthStore((s) => s.signOut);
  const name = displayName(user);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className="flex min-h-11 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
        onClick={() => setOpen((v) => !v)}
      >
        <ProfilePicture imageLink={user.imageLink} name={name} size={32} decorative />
        <span className="max-w-32 truncate">{user.firstName || user.username}</span>
        <span className="sr-only">
          <FormattedMessage id="userMenu.accountMenu" />
        </span>
        <ChevronDownIcon aria-hidden="true" size={16} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <p className="truncate px-3 pt-1 pb-2 text-xs text-slate-600">
          <FormattedMessage id="userMenu.signedInAs" values={{ email: user.username }} />
        </p>
        <ul>
          <li>
            <Link to="/profile" className={itemClass} onClick={close}>
              <FormattedMessage id="account.profile" />
            </Link>
          </li>
          <li>
            <Link to="/collections" className={itemClass} onClick={close}>
              <FormattedMessage id="account.collections" />
            </Link>
          </li>
          {isAdmin(user) ? (
            <li>
              <Link to="/admin" className={itemClass} onClick={close}>
                <FormattedMessage id="account.adminConsole" />
              </Link>
            </li>
          ) : null}
          <li className="mt-1 border-t border-slate-200 pt-1">
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                close();
                signOut();
              }}
            >
              <FormattedMessage id="auth.signOut" />
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
