import CloudOffIcon from 'lucide-react/icons/cloud-off';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { StatusScreen } from '../../components/ui/status-screen.tsx';

function reload() {
  window.location.reload();
}

/** SPEC §2: a page chunk failed to load. */
export function LoadingFailedScreen() {
  return (
    <>
      <PageHead title="Loading Failed" />
      <StatusScreen
        icon={CloudOffIcon}
        tone="warning"
        title="Loading Failed"
        actions={
          <>
            <Button onClick={reload}>Try Again</Button>
            <ButtonLink to="/" variant="secondary">
              Go Home
            </ButtonLink>
          </>
        }
      >
        <p>We couldn&apos;t load this page. This might be a temporary network issue.</p>
      </StatusScreen>
    </>
  );
}

interface SomethingWentWrongProps {
  /** For route error responses: e.g. "500 Internal Server Error". */
  statusText?: string;
}

/** SPEC §2: any other error, or a route error response other than 404. */
export function SomethingWentWrongScreen({ statusText }: SomethingWentWrongProps) {
  return (
    <>
      <PageHead title="Something went wrong" />
      <StatusScreen
        icon={TriangleAlertIcon}
        tone="danger"
        title="Something went wrong"
        actions={
          <>
            <Button onClick={reload}>Refresh Page</Button>
            <ButtonLink to="/" variant="secondary">
              Go Home
            </ButtonLink>
          </>
        }
      >
        {statusText ? (
          <p className="font-medium">{statusText}</p>
        ) : (
          <p>An unexpected error stopped this page from showing. Refreshing usually helps.</p>
        )}
      </StatusScreen>
    </>
  );
}
