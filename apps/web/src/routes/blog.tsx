import { PAGES } from '@divespot/shared/routes';
import { PageHead } from '../components/ui/page-head.tsx';
import { BlogPage } from '../features/articles/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern={PAGES.blog} />
      <BlogPage />
    </>
  );
}
