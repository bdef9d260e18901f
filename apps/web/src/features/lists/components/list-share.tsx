import {
  bookmarkExportPath,
  type BookmarkExportFormat,
} from '@divespot/shared/bookmark-vocabulary';
import CheckIcon from 'lucide-react/icons/check';
import DownloadIcon from 'lucide-react/icons/download';
import Share2Icon from 'lucide-react/icons/share-2';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

/** docs/product/limits.md: how long 'Copied' shows after a copy. */
const COPIED_MS = 2000;

const MIME: Record<BookmarkExportFormat, string> = {
  gpx: 'application/gpx+xml',
  csv: 'text/csv',
};

/** Phones hand the link to the system's share sheet; elsewhere it goes to the clipboard. */
const sharesNatively = () =>
  typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * 'Share': the list's link copied (docs/product/limits.md 'Copied' for 2 s; a clipboard failure is not shown,
 * docs/product/errors.md), or the phone's share sheet.
 */
export function ShareButton({ title }: { title: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function share() {
    const url = window.location.href;
    if (sharesNatively()) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Not shown (docs/product/errors.md): the address bar holds the same link.
    }
  }

  return (
    <>
      <Button onClick={() => void share()}>
        {copied ? (
          <>
            <CheckIcon aria-hidden="true" size={18} />
            <FormattedMessage id="lists.share.copied" />
          </>
        ) : (
          <>
            <Share2Icon aria-hidden="true" size={18} />
            <FormattedMessage id="lists.share" />
          </>
        )}
      </Button>
      <span role="status" className="sr-only">
        {copied ? <FormattedMessage id="lists.share.copiedLong" /> : null}
      </span>
    </>
  );
}

/** Downloads the list as `{slug}.gpx` or `{slug}.csv`, fetched with the viewer's session. */
export function ExportButton({
  slug,
  format,
  onError,
}: {
  slug: string;
  format: BookmarkExportFormat;
  onError: () => void;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const text = await apiRequest(bookmarkExportPath(slug, format));
      const blob = new Blob([String(text)], { type: MIME[format] });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${slug}.${format}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      onError();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void download()}>
      <DownloadIcon aria-hidden="true" size={18} />
      {format === 'gpx' ? (
        <FormattedMessage id="lists.export.gpx" />
      ) : (
        <FormattedMessage id="lists.export.csv" />
      )}
    </Button>
  );
}
