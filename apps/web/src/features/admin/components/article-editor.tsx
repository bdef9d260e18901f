import type { AdminArticle } from '@divespot/shared/admin-content';
import { ARTICLE_TAG_CODES, type ArticleTag } from '@divespot/shared/article-vocabulary';
import { articleSlugParamsSchema, articleWriteSchema } from '@divespot/shared/articles';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { ensureAreas } from '../../../lib/i18n/language-store.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useQueryClient } from '../../../lib/query.ts';
import { useTagLabel } from '../../articles/index.ts';
import { useAuthStore } from '../../auth/index.ts';
import {
  adminArticleQuery,
  articleExists,
  useAdminArticle,
  useDeleteArticle,
  useSaveArticle,
} from '../api/admin-editors.ts';
import { useContentForm } from '../hooks/use-content-form.ts';
import { slugOfTitle } from '../lib/article-slug.ts';
import { ArticleBodyField } from './article-body-field.tsx';
import { StatusChoice, type Status } from './article-status.tsx';
import { ChoiceList, TextArea, TextInput } from './content-fields.tsx';
import { ErrorSummary, FormSection, SaveBar } from './content-form.tsx';
import {
  CreatedNote,
  DeleteRecord,
  EditorHeader,
  EditorProblem,
  EditorSkeleton,
  editorPath,
  listPath,
} from './editor-frame.tsx';

interface ArticleDraft {
  /** The address of a new article; an existing one keeps its own. */
  slug: string;
  /** Whether the slug was typed rather than taken from the title. */
  slugTyped: boolean;
  title: string;
  summary: string;
  tags: ArticleTag[];
  author: string;
  status: Status;
  bodyMarkdown: string;
}

/**
 * The article and its address, each checked with its shared schema (an existing article's
 * address passed the same check when it was made).
 */
const articleFormSchema = z
  // In the form's order, so the error summary lists the address after the title.
  .object({ title: articleWriteSchema.shape.title, slug: articleSlugParamsSchema.shape.slug })
  .extend(articleWriteSchema.shape);

const TAGS_MAX = 8;

const LABELS: Record<string, MessageId> = {
  slug: 'admin.article.slug',
  title: 'admin.article.title',
  summary: 'admin.article.summary',
  tags: 'admin.article.tags',
  author: 'admin.article.author',
  status: 'admin.article.status',
  bodyMarkdown: 'admin.article.body',
};

const draftOf = (a: AdminArticle): ArticleDraft => ({
  slug: a.slug,
  slugTyped: true,
  title: a.title,
  summary: a.summary,
  tags: [...a.tags],
  author: a.author,
  status: a.status,
  bodyMarkdown: a.bodyMarkdown,
});

/** The refusal a taken address gets, as a server's 400 would name it. */
const takenError = () =>
  new ApiError('The address is taken.', 400, {
    code: 'VALIDATION_FAILED',
    detail: { fields: [{ field: 'slug', message: 'is taken' }] },
  });

function ArticleForm({ article }: { article: AdminArticle | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  const tagLabel = useTagLabel();
  const me = useAuthStore((s) => s.user);
  const save = useSaveArticle();
  const remove = useDeleteArticle();
  const isNew = article === null;
  const [taken, setTaken] = useState<string | null>(null);

  const form = useContentForm({
    initial: article
      ? draftOf(article)
      : {
          slug: '',
          slugTyped: false,
          title: '',
          summary: '',
          tags: [],
          author: me ? `${me.firstName} ${me.lastName}`.trim() : '',
          status: 'draft',
          bodyMarkdown: '',
        },
    schema: articleFormSchema,
    toBody: (d: ArticleDraft) => ({
      slug: d.slug,
      title: d.title,
      summary: d.summary,
      tags: d.tags,
      author: d.author,
      status: d.status,
      bodyMarkdown: d.bodyMarkdown,
    }),
    save: async ({ slug, ...write }) => {
      if (isNew && (await articleExists(slug))) {
        setTaken(slug);
        throw takenError();
      }
      return save.mutateAsync({ slug, body: write });
    },
    onSaved: (result) => {
      if (isNew) {
        void navigate(editorPath('articles', result.slug), { state: { created: true } });
      } else void client.invalidateQueries({ queryKey: adminArticleQuery(result.slug).queryKey });
    },
    labels: LABELS,
  });
  const { draft } = form;

  const slugError = (() => {
    const shown = form.error('slug');
    if (!shown) return undefined;
    if (taken !== null && draft.slug === taken)
      return intl.formatMessage({ id: 'admin.article.slug.taken' });
    if (draft.slug.length > 200) return shown;
    return intl.formatMessage({ id: 'admin.article.slug.invalid' });
  })();

  const tagOptions = ARTICLE_TAG_CODES.map((tag) => ({ value: tag, label: tagLabel(tag) }));

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <EditorHeader
        kind="articles"
        back="admin.article.back"
        title={article ? article.title : <FormattedMessage id="admin.article.new" />}
        publicPath={article?.path}
        viewLabel="admin.article.view"
      >
        {article ? (
          <FormattedMessage
            id={
              article.status === 'published' ? 'admin.article.isPublished' : 'admin.article.isDraft'
            }
            values={{ slug: article.slug }}
          />
        ) : null}
      </EditorHeader>
      <CreatedNote message="admin.article.created" dirty={form.dirty} />
      <ErrorSummary form={form} />

      <FormSection heading="admin.article.section.basics">
        <TextInput
          {...form.field('title')}
          wide
          required
          maxLength={200}
          value={draft.title}
          onChange={(title) =>
            form.update((d) => ({ ...d, title, slug: d.slugTyped ? d.slug : slugOfTitle(title) }))
          }
        />
        {isNew ? (
          <TextInput
            {...form.field('slug')}
            error={slugError}
            wide
            required
            maxLength={200}
            value={draft.slug}
            onChange={(slug) => form.update((d) => ({ ...d, slug, slugTyped: slug !== '' }))}
            hint={
              draft.slug ? (
                <FormattedMessage
                  id="admin.article.slug.hint"
                  values={{ path: pagePath(PAGES.article, { slug: draft.slug }) }}
                />
              ) : (
                <FormattedMessage id="admin.article.slug.hintEmpty" />
              )
            }
          />
        ) : null}
        <TextArea
          {...form.field('summary')}
          rows={3}
          maxLength={500}
          value={draft.summary}
          onChange={(summary) => form.set('summary', summary)}
          hint={<FormattedMessage id="admin.article.summary.hint" />}
        />
        <TextInput
          {...form.field('author')}
          required
          maxLength={100}
          value={draft.author}
          onChange={(author) => form.set('author', author)}
        />
        <StatusChoice
          id={form.idOf('status')}
          value={draft.status}
          onChange={(status) => form.set('status', status)}
        />
        <ChoiceList
          {...form.field('tags')}
          options={tagOptions}
          value={draft.tags}
          onChange={(tags) => form.set('tags', tags.slice(0, TAGS_MAX) as ArticleTag[])}
          hint={
            <FormattedMessage
              id="admin.article.tags.hint"
              values={{ max: TAGS_MAX, count: draft.tags.length }}
            />
          }
        />
      </FormSection>

      <FormSection heading="admin.article.section.body" intro="admin.article.section.bodyIntro">
        <ArticleBodyField
          binding={form.field('bodyMarkdown')}
          value={draft.bodyMarkdown}
          onChange={(bodyMarkdown) => form.set('bodyMarkdown', bodyMarkdown)}
        />
      </FormSection>

      <SaveBar form={form} saveLabel={isNew ? 'admin.article.create' : 'admin.content.save'}>
        {article ? (
          <DeleteRecord
            name={article.title}
            texts={{
              button: 'admin.article.delete',
              title: 'admin.article.delete.title',
              body: 'admin.article.delete.body',
              confirm: 'admin.article.delete.confirm',
              cancel: 'admin.article.delete.cancel',
              failed: 'admin.article.delete.failed',
            }}
            onDelete={() =>
              remove.mutateAsync(article.slug).then(() => navigate(listPath('articles')))
            }
          />
        ) : null}
      </SaveBar>
    </form>
  );
}

/**
 * The console's article editor (docs/product/admin.md#content): title, summary, topics, author,
 * draft or published, a new article's address, and the Markdown body beside a live preview
 * rendered as the public page renders it. Checked with the shared article schema before it is
 * sent; an existing article opens with its draft text too.
 */
export function ArticleEditor({
  slug,
}: {
  /** The article's slug, or 'new' for a new article. */
  slug: string;
}) {
  const isNew = slug === 'new';
  const query = useAdminArticle(slug, !isNew);
  // The topics' names are the blog's words.
  useEffect(() => void ensureAreas(['articles']).catch(() => undefined), []);
  if (isNew) return <ArticleForm key="new" article={null} />;
  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) {
    return (
      <EditorProblem
        error={query.error}
        kind="articles"
        back="admin.article.back"
        missing="admin.article.missing"
        failed="admin.article.loadFailed"
        retry="admin.article.retry"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <ArticleForm key={query.data.slug} article={query.data} />;
}
