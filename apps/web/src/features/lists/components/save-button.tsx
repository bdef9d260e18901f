import { MOBILE_BREAKPOINT_PX } from '@divespot/shared/site';
import BookmarkIcon from 'lucide-react/icons/bookmark';
import BookmarkCheckIcon from 'lucide-react/icons/bookmark-check';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useAuthStore, useLoginModal } from '../../auth/index.ts';
import { useSavedItems } from '../api/lists.ts';
import {
  forgetPendingSave,
  hasPendingSave,
  rememberPendingSave,
  takePendingSave,
} from '../lib/pending-save.ts';
import { isSaved, itemOf, type SaveTarget } from '../lib/saved-items.ts';

const loadPanel = () => import('./save-panel.tsx');
// The dialog, the sheet and their lists load with the first press, not with the page.
const SavePanel = lazy(() => loadPanel().then((m) => ({ default: m.SavePanel })));

export type SaveButtonLook = 'pill' | 'icon' | 'overlay';

const LOOKS: Record<SaveButtonLook, string> = {
  // A page's own Save, beside its title.
  pill: 'min-h-11 gap-2 rounded-full border px-5 py-2 text-sm font-semibold',
  // In a card or a popup, among other round buttons.
  icon: 'size-10 rounded-full hover:bg-slate-100',
  // On a picture.
  overlay: 'size-10 rounded-full bg-white/90 shadow-sm backdrop-blur-sm hover:bg-white',
};

function colours(look: SaveButtonLook, saved: boolean): string {
  if (look !== 'pill') return saved ? 'text-sky-700' : 'text-slate-800';
  return saved
    ? 'border-sky-200 bg-sky-50 text-sky-900 hover:bg-sky-100'
    : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50';
}

interface SaveButtonProps {
  target: SaveTarget;
  look?: SaveButtonLook;
  className?: string;
}

/**
 * Save (docs/product/screens.md, docs/product/states.md): reads 'Saved' (and is pressed) when the item is in any of the diver's
 * lists, and opens the Save dialog, or on phones the Save sheet. A guest is asked to sign in
 * first; once signed in (here, or through Google and back to this page) the dialog opens.
 */
export function SaveButton({ target, look = 'pill', className = '' }: SaveButtonProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const signingIn = useLoginModal((s) => s.isOpen);
  const openLogin = useLoginModal((s) => s.open);
  const saved = isSaved(useSavedItems().data, itemOf(target));
  const [panel, setPanel] = useState<{ open: boolean; sheet: boolean } | null>(null);
  const askedToSignIn = useRef(false);
  const { type, id } = target;

  const openPanel = () => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
    setPanel({ open: true, sheet: !wide });
  };

  // Back from signing in with a Save waiting for this item: open the dialog it asked for. A
  // sign-in closed without signing in forgets the Save.
  useEffect(() => {
    if (signingIn) return;
    if (!signedIn) {
      if (askedToSignIn.current) forgetPendingSave();
      askedToSignIn.current = false;
      return;
    }
    if (!hasPendingSave(type, id, pathname)) return;
    let current = true;
    // The panel's code first, then the panel, once: of two buttons for one item the first wins.
    void loadPanel().then(() => {
      if (!current || !takePendingSave(type, id, pathname)) return;
      askedToSignIn.current = false;
      openPanel();
    });
    return () => {
      current = false;
    };
  }, [signedIn, signingIn, type, id, pathname]);

  function press() {
    if (signedIn) return openPanel();
    rememberPendingSave(type, id, pathname);
    askedToSignIn.current = true;
    openLogin('login');
  }

  const label = intl.formatMessage(
    { id: 'lists.save.buttonNamed' },
    { saved: saved ? 'yes' : 'no', name: target.name },
  );
  const Icon = saved ? BookmarkCheckIcon : BookmarkIcon;
  return (
    <>
      <button
        type="button"
        aria-pressed={saved}
        aria-haspopup="dialog"
        aria-label={look === 'pill' ? undefined : label}
        onClick={press}
        onPointerEnter={signedIn ? () => void loadPanel() : undefined}
        onFocus={signedIn ? () => void loadPanel() : undefined}
        className={`inline-flex shrink-0 items-center justify-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 ${LOOKS[look]} ${colours(look, saved)} ${className}`}
      >
        <Icon
          aria-hidden="true"
          size={look === 'pill' ? 18 : 20}
          className={saved ? 'fill-sky-100' : undefined}
        />
        {look === 'pill' ? (
          <FormattedMessage id="lists.save.button" values={{ saved: saved ? 'yes' : 'no' }} />
        ) : null}
      </button>
      {panel && signedIn
        ? // Outside the card or popup holding the button, so their keys and clicks stay theirs.
          createPortal(
            <Suspense fallback={null}>
              <SavePanel
                target={target}
                open={panel.open}
                sheet={panel.sheet}
                onClose={() => setPanel((p) => p && { ...p, open: false })}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
