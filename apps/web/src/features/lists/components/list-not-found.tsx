import FolderXIcon from 'lucide-react/icons/folder-x';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';

/** /collections/:slug for a signed-in diver when no list they may see has that slug. */
export function ListNotFound({ slug }: { slug: string }) {
  const intl = useIntl();
  return (
    <StatusScreen
      icon={FolderXIcon}
      title={intl.formatMessage({ id: 'lists.notFound.title' })}
      actions={
        <>
          <ButtonLink to="/collections">
            <FormattedMessage id="lists.collections.title" />
          </ButtonLink>
          <ButtonLink to="/explore" variant="secondary">
            <FormattedMessage id="lists.empty.explore" />
          </ButtonLink>
        </>
      }
    >
      <p>
        <FormattedMessage
          id="lists.notFound.body"
          values={{ slug, b: (text) => <strong className="break-all">{text}</strong> }}
        />
      </p>
    </StatusScreen>
  );
}
