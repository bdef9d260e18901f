import { PageHead } from '../components/ui/page-head.tsx';
import { BlogPage } from '../features/articles/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern="/blog" />
      <BlogPage />
    </>
  );
}
