import FolderXIcon from 'lucide-react/icons/folder-x';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';

/** /collections/:slug when the user has no list with that slug. */
export function CollectionNotFound({ slug }: { slug: string }) {
  const intl = useIntl();
  return (
    <StatusScreen
      icon={FolderXIcon}
      title={intl.formatMessage({ id: 'account.collections.notFoundTitle' })}
      actions={
        <>
          <ButtonLink to="/collections">
            <FormattedMessage id="account.collections.title" />
          </ButtonLink>
          <ButtonLink to="/explore" variant="secondary">
            <FormattedMessage id="account.collections.explore" />
          </ButtonLink>
        </>
      }
    >
      <p>
        <FormattedMessage
          id="account.collections.notFoundBody"
          values={{ slug, b: (text) => <strong className="break-all">{text}</strong> }}
        />
      </p>
    </StatusScreen>
  );
}
