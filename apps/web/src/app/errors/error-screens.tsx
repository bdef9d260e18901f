import CloudOffIcon from 'lucide-react/icons/cloud-off';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { StatusScreen } from '../../components/ui/status-screen.tsx';

function reload() {
  window.location.reload();
}

/** docs/product/screens.md: a page chunk failed to load. */
export function LoadingFailedScreen() {
  const title = useIntl().formatMessage({ id: 'errors.loadingFailed' });
  return (
    <>
      <PageHead title={title} />
      <StatusScreen
        icon={CloudOffIcon}
        tone="warning"
        title={title}
        actions={
          <>
            <Button onClick={reload}>
              <FormattedMessage id="errors.tryAgain" />
            </Button>
            <ButtonLink to="/" variant="secondary">
              <FormattedMessage id="errors.goHome" />
            </ButtonLink>
          </>
        }
      >
        <p>
          <FormattedMessage id="errors.loadingFailedBody" />
        </p>
      </StatusScreen>
    </>
  );
}

interface SomethingWentWrongProps {
  /** A status line in place of the body text, e.g. a record page's failed request. */
  statusText?: ReactNode;
}

/** docs/product/screens.md: any other error. */
export function SomethingWentWrongScreen({ statusText }: SomethingWentWrongProps) {
  const title = useIntl().formatMessage({ id: 'errors.somethingWentWrong' });
  return (
    <>
      <PageHead title={title} />
      <StatusScreen
        icon={TriangleAlertIcon}
        tone="danger"
        title={title}
        actions={
          <>
            <Button onClick={reload}>
              <FormattedMessage id="errors.refreshPage" />
            </Button>
            <ButtonLink to="/" variant="secondary">
              <FormattedMessage id="errors.goHome" />
            </ButtonLink>
          </>
        }
      >
        {statusText ? (
          <p className="font-medium">{statusText}</p>
        ) : (
          <p>
            <FormattedMessage id="errors.somethingWentWrongBody" />
          </p>
        )}
      </StatusScreen>
    </>
  );
}
