import BookmarkIcon from 'lucide-react/icons/bookmark';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';

/** /collections for a signed-in user who has not saved anything yet. */
export function CollectionsEmpty() {
  return (
    <StatusScreen
      icon={BookmarkIcon}
      title="My collections"
      actions={<ButtonLink to="/explore">Explore dive spots</ButtonLink>}
    >
      <h2 className="text-xl font-semibold text-slate-900">You have no lists yet</h2>
      <p className="mt-3">
        Lists keep the dive spots, dive centers and marine life you want to remember, grouped under
        names like “Red Sea 2027” or “Wrecks to do”. Saving to a list is not available yet; the
        explore map and the spot pages show everything there is to find in the meantime.
      </p>
    </StatusScreen>
  );
}
