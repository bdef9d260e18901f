import { useParams } from 'react-router';
import { SignInRequiredScreen } from '../app/guards.tsx';
import { ListPage } from '../features/lists/index.ts';

export function Component() {
  const { slug = '' } = useParams();
  // A public list is for everyone; the page sets its own title once it knows the list's name.
  // Signed-out visitors of a list they cannot see (it may be private) get 'Sign In Required'.
  return <ListPage slug={slug} signInPrompt={<SignInRequiredScreen />} />;
}
