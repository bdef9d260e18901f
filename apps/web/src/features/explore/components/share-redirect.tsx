import LinkIcon from 'lucide-react/icons/link-2-off';
import LoaderIcon from 'lucide-react/icons/loader-circle';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { sharedViewQuery } from '@divespot/shared/explore-url';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';
import { track } from '../../../lib/analytics.ts';
import { recordShareClick, useSharedView } from '../api/share-link.ts';

/**
 * /share/{slug} (docs/product/screens.md, docs/product/states.md): resolves the link, records the
 * click (fire and forget; also a `share_click`, docs/product/analytics.md) and replaces itself
 * with explore at the shared view; an unknown or broken link says so.
 */
export function ShareRedirect({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const resolved = useSharedView(slug);
  const done = useRef(false);

  useEffect(() => {
    if (!resolved.data || done.current) return;
    done.current = true;
    recordShareClick(slug);
    track({ type: 'share_click', slug });
    // The address the share's fullUrl holds, from the same codec the explore page reads with.
    const query = sharedViewQuery(resolved.data);
    void navigate(pagePath(PAGES.explore, {}, query), { replace: true });
  }, [resolved.data, slug, navigate]);

  if (resolved.isError) {
    return (
      <StatusScreen
        icon={LinkIcon}
        tone="warning"
        title={intl.formatMessage({ id: 'explore.shareLink.notFound' })}
        actions={
          <ButtonLink to="/explore">
            <FormattedMessage id="explore.shareLink.goToExplore" />
          </ButtonLink>
        }
      >
        <p>
          <FormattedMessage id="explore.shareLink.notFoundBody" />
        </p>
      </StatusScreen>
    );
  }
  return (
    <div
      role="status"
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-4"
    >
      <LoaderIcon aria-hidden="true" size={36} className="animate-spin text-sky-700" />
      <p className="text-lg font-medium text-slate-800">
        <FormattedMessage id="explore.shareLink.loading" />
      </p>
    </div>
  );
}
