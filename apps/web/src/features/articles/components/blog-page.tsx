import { ARTICLE_TAG_CODES, isArticleTag } from '@divespot/shared/article-vocabulary';
import { pagePath, PAGES } from '@divespot/shared/routes';
import RssIcon from 'lucide-react/icons/rss';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useArticles } from '../api/articles.ts';
import { ArticleCard } from './article-card.tsx';
import { useTagLabel } from './article-labels.ts';
import { CardSkeleton } from '../../../components/ui/skeleton.tsx';

const chip =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

/** The page's address for a page number and topic (page 1 and no topic are left out). */
function blogHref(page: number, tag: string | undefined): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  return pagePath(PAGES.blog, {}, params);
}

/** /blog: articles newest first, twelve a page, filtered by topic (?tag=) and paged (?page=). */
export function BlogPage() {
  const [params] = useSearchParams();
  const tagParam = params.get('tag') ?? undefined;
  const tag = tagParam && isArticleTag(tagParam) ? tagParam : undefined;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const { data, isError, isPending } = useArticles(page - 1, tag);
  const tagLabel = useTagLabel();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <FormattedMessage id="articles.heading" />
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            <FormattedMessage id="articles.intro" />
          </p>
        </div>
        <a
          href={`${PAGES.blog}/feed.xml`}
          className="inline-flex items-center gap-2 text-sm font-medium text-sky-800 underline underline-offset-4"
        >
          <RssIcon aria-hidden="true" size={16} />
          <FormattedMessage id="articles.feed" />
        </a>
      </div>

      <nav aria-labelledby="blog-topics" className="mt-8">
        <h2 id="blog-topics" className="sr-only">
          <FormattedMessage id="articles.topics" />
        </h2>
        <ul className="flex flex-wrap gap-2">
          {[undefined, ...ARTICLE_TAG_CODES].map((code) => {
            const current = code === tag;
            return (
              <li key={code ?? 'all'}>
                <Link
                  to={blogHref(1, code)}
                  aria-current={current ? 'page' : undefined}
                  className={`${chip} ${
                    current
                      ? 'border-sky-800 bg-sky-800 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                  }`}
                >
                  {code ? tagLabel(code) : <FormattedMessage id="articles.allTopics" />}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {isError ? (
        <p role="alert" className="mt-10 text-slate-700">
          <FormattedMessage id="articles.loadFailed" />
        </p>
      ) : isPending ? (
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} aria-hidden="true">
              <CardSkeleton image="aspect-[16/9]" lines={['h-4 w-1/3', 'h-6 w-3/4', 'h-16']} />
            </li>
          ))}
        </ul>
      ) : data.content.length === 0 ? (
        <p className="mt-10 text-slate-700">
          <FormattedMessage id="articles.empty" />
        </p>
      ) : (
        <>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {data.content.map((article, i) => (
              <li key={article.slug}>
                <ArticleCard article={article} eager={i < 3} />
              </li>
            ))}
          </ul>
          {data.totalPages > 1 ? (
            <nav
              aria-labelledby="blog-pages"
              className="mt-10 flex items-center justify-between gap-4"
            >
              <h2 id="blog-pages" className="sr-only">
                <FormattedMessage id="articles.pages" />
              </h2>
              {page > 1 ? (
                <Link to={blogHref(page - 1, tag)} className={`${chip} border-slate-300`}>
                  <FormattedMessage id="articles.newer" />
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-slate-600">
                <FormattedMessage id="articles.pageOf" values={{ page, total: data.totalPages }} />
              </p>
              {page < data.totalPages ? (
                <Link to={blogHref(page + 1, tag)} className={`${chip} border-slate-300`}>
                  <FormattedMessage id="articles.older" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
