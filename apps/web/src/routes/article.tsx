import { PAGES } from '@divespot/shared/routes';
import { useParams } from 'react-router';
import { RecordPage } from '../app/errors/record-page.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import { ArticleView, useArticle } from '../features/articles/index.ts';

/** /blog/{slug}: an article; an unknown or draft one gets the 404 page. */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <RecordPage
      query={useArticle(slug)}
      pattern={PAGES.article}
      skeleton={
        <div className="mx-auto max-w-3xl animate-pulse px-4 py-10 sm:px-6" aria-hidden="true">
          <div className="mt-10 h-10 w-3/4 rounded bg-slate-100" />
          <div className="mt-4 h-20 rounded bg-slate-100" />
          <div className="mt-8 aspect-[16/9] rounded-2xl bg-slate-100" />
        </div>
      }
    >
      {(article) => (
        <>
          <PageHead title={article.title} description={article.summary} />
          <ArticleView article={article} />
        </>
      )}
    </RecordPage>
  );
}
