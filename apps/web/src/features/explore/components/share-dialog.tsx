import CheckIcon from 'lucide-react/icons/check';
import CopyIcon from 'lucide-react/icons/copy';
import LoaderIcon from 'lucide-react/icons/loader-circle';
import XIcon from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useCreateShareLink } from '../api/share-link.ts';
import type { SpotQuery } from '@divespot/shared/explore-list';

/** docs/product/limits.md: how long 'Copied' shows after a copy. */
const COPY_CONFIRMATION_MS = 2000;

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** The view to share; read when the dialog opens. */
  query: SpotQuery & { hideMenu: boolean };
}

/**
 * The share dialog (docs/product/screens.md, docs/product/states.md): opening it creates a link to the current view (generating),
 * then shows it (link shown) or 'Failed to create share link. Please try again.' (error). Copy
 * confirms for 2 s; a clipboard failure is not shown. Escape or Close resets it.
 */
export function ShareDialog({ open, onClose, query }: ShareDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="share-dialog-title"
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-slate-900 shadow-2xl"
    >
      <ShareDialogBody onClose={onClose} query={query} />
    </Dialog>
  );
}

function ShareDialogBody({ onClose, query }: Omit<ShareDialogProps, 'open'>) {
  const create = useCreateShareLink();
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { mutate } = create;
  // The view as it was when the dialog opened: a link is made once per opening.
  const [requested] = useState(query);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(requested);
  }, [mutate, requested]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const link = create.data?.niceUrl || create.data?.fullUrl;

  async function copy() {
    if (!link) return;
    input.current?.select();
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // docs/product/errors.md: a clipboard failure is not shown; the link stays selected to copy by hand.
    }
  }

  return (
    <div className="relative p-6 sm:p-8">
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'explore.close' })}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
        onClick={onClose}
      >
        <XIcon aria-hidden="true" size={20} />
      </button>
      <h2 id="share-dialog-title" className="pr-10 text-2xl font-bold tracking-tight">
        <FormattedMessage id="explore.share.title" />
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        <FormattedMessage id="explore.share.intro" />
      </p>
      <div className="mt-6" aria-live="polite">
        {create.isPending || create.isIdle ? (
          <p className="flex h-12 items-center gap-3 text-sm text-slate-700">
            <LoaderIcon aria-hidden="true" size={20} className="animate-spin text-sky-700" />
            <FormattedMessage id="explore.share.creating" />
          </p>
        ) : create.isError ? (
          <div>
            <p role="alert" className="text-sm font-medium text-rose-800">
              <FormattedMessage id="explore.share.failed" />
            </p>
            <Button className="mt-4" onClick={() => mutate(requested)}>
              <FormattedMessage id="explore.tryAgain" />
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor="share-link" className="sr-only">
              <FormattedMessage id="explore.share.link" />
            </label>
            <input
              id="share-link"
              ref={input}
              readOnly
              value={link ?? ''}
              onFocus={(e) => e.currentTarget.select()}
              className="h-12 min-w-0 flex-1 rounded-xl border border-slate-300 bg-slate-50 px-3 text-sm text-slate-900"
            />
            <Button onClick={() => void copy()} className="h-12 min-w-32">
              {copied ? (
                <>
                  <CheckIcon aria-hidden="true" size={18} />
                  <FormattedMessage id="explore.share.copied" />
                </>
              ) : (
                <>
                  <CopyIcon aria-hidden="true" size={18} />
                  <FormattedMessage id="explore.share.copy" />
                </>
              )}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
