import { PageHead } from '../components/ui/page-head.tsx';
import { ChangelogPage } from '../features/info/components/changelog-page.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/changelog" />
      <ChangelogPage />
    </>
  );
}
