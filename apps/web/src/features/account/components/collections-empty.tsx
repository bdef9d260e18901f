import BookmarkIcon from 'lucide-react/icons/bookmark';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';

/** /collections for a signed-in user who has not saved anything yet. */
export function CollectionsEmpty() {
  const intl = useIntl();
  return (
    <StatusScreen
      icon={BookmarkIcon}
      title={intl.formatMessage({ id: 'account.collections.title' })}
      actions={
        <ButtonLink to="/explore">
          <FormattedMessage id="account.collections.explore" />
        </ButtonLink>
      }
    >
      <h2 className="text-xl font-semibold text-slate-900">
        <FormattedMessage id="account.collections.emptyHeading" />
      </h2>
      <p className="mt-3">
        <FormattedMessage id="account.collections.emptyBody" />
      </p>
    </StatusScreen>
  );
}
