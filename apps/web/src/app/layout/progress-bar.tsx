import { useIntl } from 'react-intl';
import { usePageLoading } from '../page-loads.ts';

/** Thin indeterminate bar at the top of the viewport while a page's module loads. */
export function ProgressBar() {
  const loading = usePageLoading();
  const intl = useIntl();
  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'layout.loadingPage' })}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-sky-100"
    >
      <div className="h-full w-full origin-left animate-progress bg-sky-600" />
    </div>
  );
}
