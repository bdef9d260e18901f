import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import SearchIcon from 'lucide-react/icons/search';
import { SITE_NAME } from '@divespot/shared/site';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SearchBox } from './search-box.tsx';

/**
 * Phone search: a button in the header opening a full-screen search panel with the same
 * combobox, focused and ready to type. Escape (or the back button) closes it again.
 */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const intl = useIntl();

  useEffect(() => {
    if (!open) return;
    // The Dialog (a child, so its effect ran first) has called showModal(); focus once laid out.
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'search.open' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100"
        onClick={() => setOpen(true)}
      >
        <SearchIcon aria-hidden="true" size={22} />
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="mobile-search-title"
        className="fixed inset-0 m-0 h-dvh max-h-dvh w-full max-w-none bg-white p-0 text-slate-900"
      >
        <div className="relative flex items-center gap-2 border-b border-slate-200 px-3 py-3">
          <h2 id="mobile-search-title" className="sr-only">
            <FormattedMessage id="search.title" values={{ siteName: SITE_NAME }} />
          </h2>
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'search.close' })}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-100"
            onClick={() => setOpen(false)}
          >
            <ArrowLeftIcon aria-hidden="true" size={22} />
          </button>
          <div className="min-w-0 flex-1">
            <SearchBox variant="panel" inputRef={inputRef} onNavigate={() => setOpen(false)} />
          </div>
        </div>
      </Dialog>
    </>
  );
}
