import FolderXIcon from 'lucide-react/icons/folder-x';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';

/** /collections/:slug when the user has no list with that slug. */
export function CollectionNotFound({ slug }: { slug: string }) {
  return (
    <StatusScreen
      icon={FolderXIcon}
      title="List not found"
      actions={
        <>
          <ButtonLink to="/collections">My collections</ButtonLink>
          <ButtonLink to="/explore" variant="secondary">
            Explore dive spots
          </ButtonLink>
        </>
      }
    >
      <p>
        You have no list called <strong className="break-all">“{slug}”</strong>. It may have been
        renamed or deleted, or the link may belong to someone else&apos;s private list.
      </p>
    </StatusScreen>
  );
}
