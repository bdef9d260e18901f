import type { ArticleDetail } from '@divespot/shared/articles';
import { articleCoverPicture, sizedImageUrl } from '@divespot/shared/images';
import { isForeignText } from '@divespot/shared/text-languages';
import { pagePath, PAGES } from '@divespot/shared/routes';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';
import { ArticleBody } from './article-body.tsx';
import { useArticleDates } from './article-dates.tsx';
import { SpeciesName, SpeciesOtherName } from '../../../components/ui/species-names.tsx';
import { useTagLabel } from './article-labels.ts';

/** A language's name in the page's language ('English', 'Englisch', '英語'). */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A record the article links to, as a small card. */
function RelatedCard({
  to,
  name,
  detail,
  cover,
}: {
  to: string;
  name: ReactNode;
  detail: ReactNode;
  cover: string | null;
}) {
  return (
    <li className="group relative flex min-w-0 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 hover:border-sky-300">
      <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-slate-100">
        {cover ? (
          <DecorativeImage
            src={sizedImageUrl(cover, 128, 128)}
            width={128}
            height={128}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0">
        <Link
          to={to}
          className="font-semibold text-slate-900 outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-sky-700"
        >
          {name}
        </Link>
        <div className="truncate text-sm text-slate-600">{detail}</div>
      </div>
    </li>
  );
}

function RelatedGroup({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">{children}</ul>
    </section>
  );
}

/**
 * An article: title, byline and date, contents, the body (sanitised HTML from the API, in the
 * language it is written in, marked so, with a note when that is not the page's language), and
 * the spots, species and places it mentions as cards into the product, in the page's language.
 */
export function ArticleView({ article }: { article: ArticleDetail }) {
  const intl = useIntl();
  const tagLabel = useTagLabel();
  const dates = useArticleDates(article, 'long');
  const { spots, species, regions } = article.related;
  const foreign = isForeignText(article.language, intl.locale);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to={PAGES.blog}
        className="inline-flex items-center gap-1 text-sm font-medium text-sky-800 underline underline-offset-4"
      >
        <ArrowLeftIcon aria-hidden="true" size={16} />
        <FormattedMessage id="articles.back" />
      </Link>
      <header className="mt-6">
        <ul className="flex flex-wrap gap-1.5">
          {article.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={pagePath(PAGES.blog, {}, { tag })}
                className="rounded-full bg-sky-50 px-2.5 py-1 text-xs font-semibold text-sky-900 hover:bg-sky-100"
              >
                {tagLabel(tag)}
              </Link>
            </li>
          ))}
        </ul>
        <h1
          lang={article.language}
          className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
        >
          {article.title}
        </h1>
        <p lang={article.language} className="mt-4 text-lg leading-8 text-slate-700">
          {article.summary}
        </p>
        {foreign ? (
          <p className="mt-4 rounded-xl bg-sky-50 px-4 py-2 text-sm text-sky-900">
            <FormattedMessage
              id="articles.writtenIn"
              values={{ language: languageName(article.language, intl.locale) }}
            />
          </p>
        ) : null}
        <p className="mt-4 text-sm text-slate-600">
          <FormattedMessage
            id={dates.updated ? 'articles.bylineUpdated' : 'articles.byline'}
            values={{ author: article.author, ...dates, minutes: article.readingMinutes }}
          />
        </p>
      </header>

      {article.coverImageLink ? (
        <div className="mt-8 aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100">
          <DecorativeImage
            {...articleCoverPicture(article.coverImageLink)}
            width={1200}
            height={675}
            // The page's largest paint: the server preloads it with the page.
            fetchPriority="high"
            className="size-full object-cover"
          />
        </div>
      ) : null}

      {article.toc.length > 1 ? (
        <nav aria-labelledby="article-toc" className="mt-8 rounded-2xl bg-slate-50 p-5">
          <h2
            id="article-toc"
            className="text-sm font-semibold tracking-wide text-slate-700 uppercase"
          >
            <FormattedMessage id="articles.toc" />
          </h2>
          <ol lang={article.language} className="mt-3 space-y-1.5 text-sm">
            {article.toc.map((entry) => (
              <li key={entry.id} className={entry.level === 3 ? 'pl-4' : ''}>
                <a href={`#${entry.id}`} className="text-sky-800 underline underline-offset-4">
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <ArticleBody html={article.html} lang={article.language} className="mt-8" />

      {spots.length ? (
        <RelatedGroup id="related-spots" title={<FormattedMessage id="articles.related.spots" />}>
          {spots.map((s) => (
            <RelatedCard
              key={s.objectId}
              to={s.urlFullSlug}
              name={s.name}
              detail={s.locationDescription ?? ''}
              cover={s.coverImageLink}
            />
          ))}
        </RelatedGroup>
      ) : null}
      {species.length ? (
        <RelatedGroup
          id="related-species"
          title={<FormattedMessage id="articles.related.species" />}
        >
          {species.map((s) => (
            <RelatedCard
              key={s.objectId}
              to={pagePath(PAGES.species, { slug: s.slug })}
              name={<SpeciesName species={s} />}
              detail={<SpeciesOtherName species={s} />}
              cover={s.coverImageLink}
            />
          ))}
        </RelatedGroup>
      ) : null}
      {regions.length ? (
        <RelatedGroup
          id="related-regions"
          title={<FormattedMessage id="articles.related.regions" />}
        >
          {regions.map((r) => (
            <RelatedCard
              key={r.objectId}
              to={pagePath(PAGES.region, { country: r.countrySlug, region: r.slug })}
              name={r.name}
              detail={r.countryName}
              cover={r.coverImageLink}
            />
          ))}
        </RelatedGroup>
      ) : null}
    </article>
  );
}
