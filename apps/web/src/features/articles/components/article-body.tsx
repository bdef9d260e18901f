/**
 * An article's body as its page shows it: the sanitised HTML the API renders from the Markdown,
 * in the language it is written in, with the page's prose styles. The console's article editor
 * shows its live preview through this same component, so the preview looks as the page will.
 */
export function ArticleBody({
  html,
  lang,
  className,
}: {
  html: string;
  /** The language the text is written in (the page marks it; unknown in a preview). */
  lang?: string;
  /** Spacing around the body, as where it sits needs. */
  className?: string;
}) {
  return (
    <div
      lang={lang}
      className={className ? `prose-info article-body ${className}` : 'prose-info article-body'}
      // Sanitised on the server (allowlisted tags, site or https links only).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
