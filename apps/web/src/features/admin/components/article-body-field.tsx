import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ArticleBody } from '../../articles/index.ts';
import type { FieldBinding } from '../hooks/use-content-form.ts';
import { useArticlePreview } from '../hooks/use-article-preview.ts';
import { TextArea } from './content-fields.tsx';

/** Markdown the article body accepts (articleWriteSchema). */
const BODY_MAX = 100_000;

/**
 * The article's Markdown beside its live preview (below it on a phone). The preview is the
 * server's rendering, shown through the public page's own body component, so it looks exactly
 * as the page will; while a newer text is rendered the last rendering stays, quietly marked.
 */
export function ArticleBodyField({
  binding,
  value,
  onChange,
}: {
  binding: FieldBinding;
  value: string;
  onChange: (value: string) => void;
}) {
  const headingId = useId();
  const preview = useArticlePreview(value);
  return (
    <div className="grid gap-4 sm:col-span-2 lg:grid-cols-2">
      <TextArea
        {...binding}
        wide={false}
        rows={22}
        maxLength={BODY_MAX}
        value={value}
        onChange={onChange}
        hint={<FormattedMessage id="admin.article.body.hint" />}
      />
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h4 id={headingId} className="text-sm font-medium text-slate-800">
            <FormattedMessage id="admin.article.preview.title" />
          </h4>
          {preview.updating ? (
            <span className="inline-flex items-center gap-1 text-xs text-slate-600">
              <LoaderCircleIcon
                aria-hidden="true"
                size={14}
                className="animate-spin motion-reduce:animate-none"
              />
              <FormattedMessage id="admin.article.preview.updating" />
            </span>
          ) : null}
        </div>
        <p role="status" className="text-xs text-rose-800">
          {preview.failed ? <FormattedMessage id="admin.article.preview.failed" /> : null}
        </p>
        <div
          tabIndex={0}
          role="region"
          aria-labelledby={headingId}
          aria-busy={preview.updating}
          className="mt-1 max-h-[36rem] overflow-auto rounded-lg border border-slate-200 bg-white px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {preview.html ? (
            <ArticleBody html={preview.html} />
          ) : (
            <p className="text-sm text-slate-600">
              <FormattedMessage id="admin.article.preview.empty" />
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
