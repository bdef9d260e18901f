import type { ArticleSummary } from '@divespot/shared/articles';
import { sizedImageUrl } from '@divespot/shared/images';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';
import { useArticleDates } from './article-dates.tsx';
import { useTagLabel } from './article-labels.ts';

/** An article in the blog's list: cover, title, summary, dates, reading time and topics. */
export function ArticleCard({ article, eager }: { article: ArticleSummary; eager?: boolean }) {
  const tagLabel = useTagLabel();
  const { date, updated } = useArticleDates(article, 'medium');
  return (
    <article className="group relative flex flex-col">
      <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-gradient-to-br from-sky-100 to-cyan-50">
        {article.coverImageLink ? (
          <DecorativeImage
            src={sizedImageUrl(article.coverImageLink, 640, 360)}
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <p className="mt-3 text-sm text-slate-600">
        <FormattedMessage
          id={updated ? 'articles.metaUpdated' : 'articles.meta'}
          values={{ date, updated, minutes: article.readingMinutes }}
        />
      </p>
      <h2 lang="en" className="mt-1 text-lg font-semibold text-slate-900">
        <Link
          to={pagePath(PAGES.article, { slug: article.slug })}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-sky-700"
        >
          {article.title}
        </Link>
      </h2>
      <p lang="en" className="mt-1 line-clamp-3 text-sm leading-6 text-slate-700">
        {article.summary}
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5">
        {article.tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
          >
            {tagLabel(tag)}
          </li>
        ))}
      </ul>
    </article>
  );
}
