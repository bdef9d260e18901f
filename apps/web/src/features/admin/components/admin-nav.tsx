import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { ADMIN_SECTIONS, type AdminSection } from '../lib/sections.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 ${
    isActive ? 'bg-sky-50 text-sky-900' : 'text-slate-800 hover:bg-slate-50'
  }`;

/**
 * The console's sections. Beside the page from the tablet size up; on a phone, a button naming
 * the current section opens the list under it (a disclosure: Escape closes it and returns to the
 * button, choosing a section closes it).
 */
export function AdminNav({ current }: { current: AdminSection | null }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <nav
      aria-label={intl.formatMessage({ id: 'admin.nav.label' })}
      onKeyDown={onKeyDown}
      className="md:w-56 md:shrink-0"
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2 text-left text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 md:hidden"
      >
        <span>
          <FormattedMessage
            id="admin.nav.sections"
            values={{
              current: current ? intl.formatMessage({ id: current.label }) : '',
              hasCurrent: current ? 'yes' : 'no',
            }}
          />
        </span>
        <ChevronDownIcon
          aria-hidden="true"
          size={18}
          className={`shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={listId}
        className={`${open ? 'mt-2 flex' : 'hidden'} flex-col gap-1 rounded-xl border border-slate-200 bg-white p-2 md:mt-0 md:flex md:border-0 md:p-0`}
      >
        {ADMIN_SECTIONS.map(({ id, path, icon: Icon, label }) => (
          <li key={id}>
            <NavLink
              to={path}
              end={id !== 'content'}
              className={linkClass}
              onClick={() => setOpen(false)}
            >
              <Icon aria-hidden="true" size={18} className="shrink-0 text-slate-600" />
              <FormattedMessage id={label} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
