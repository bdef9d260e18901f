import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** A heading of a rendered text, for its table of contents. */
export interface TocEntry {
  /** The heading element's id. */
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedMarkdown {
  /** Sanitised HTML (see SANITIZE for what survives). */
  html: string;
  /** The `##` and `###` headings, in order. */
  toc: TocEntry[];
  /** Words of the text a reader reads (for reading times). */
  words: number;
}

/*
 * CommonMark + GFM tables. Raw HTML is parsed (so that it can be recognised) and then rendered as
 * nothing: a `<script>` block or an `<img onerror=…>` leaves neither markup nor text behind. Our
 * texts contain none (the seed refuses it); this is for whatever else is ever rendered. Images
 * are dropped too: articles have none, and a remote image would track readers.
 */
const md = new MarkdownIt('default', { html: true, linkify: false, typographer: false });
md.renderer.rules.html_block = () => '';
md.renderer.rules.html_inline = () => '';
md.renderer.rules.image = () => '';
// Every link is parsed as a link, so that one this renderer refuses (javascript:, data:, http: …)
// becomes its plain text like any other refused link, instead of staying as Markdown source.
md.validateLink = () => true;

/** The page layout's own element ids: a heading must not take one (its id gets a suffix). */
const RESERVED_IDS = ['main', 'root'];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    h2: ['id'],
    h3: ['id'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  // GFM column alignment is the only style there is.
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  // Relative links (no scheme) stay; of absolute ones only https.
  allowedSchemes: ['https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      // Only the renderer sets rel: on external links, never from the text.
      const rel: sanitizeHtml.Attributes = /^https:/i.test(href)
        ? { rel: 'noopener noreferrer' }
        : {};
      return { tagName, attribs: { href, ...rel } };
    },
  },
};

/** A link the text may keep: a path of this site (not `//host`), a #fragment, or https. */
const isAllowedHref = (href: string) =>
  /^\/(?![/\\])/.test(href) || href.startsWith('#') || /^https:\/\//i.test(href);

/** The text of an inline token, as a reader sees it. */
const inlineText = (token: Token | undefined) =>
  (token?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('')
    .trim();

/** Links with an href the text may not keep become their plain text. */
function unwrapRefusedLinks(inline: Token) {
  if (!inline.children) return;
  const refused: boolean[] = [];
  inline.children = inline.children.filter((child) => {
    if (child.type === 'link_open') {
      const refuse = !isAllowedHref(String(child.attrGet('href') ?? ''));
      refused.push(refuse);
      return !refuse;
    }
    if (child.type === 'link_close') return !refused.pop();
    return true;
  });
}

/** Headings between h2 and h4 (the page's title is its only h1); ids and contents for h2, h3. */
function shapeHeadings(tokens: Token[]): TocEntry[] {
  const slugger = new GithubSlugger();
  for (const id of RESERVED_IDS) slugger.slug(id);
  const toc: TocEntry[] = [];
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const level = Math.min(4, Math.max(2, Number(token.tag.slice(1))));
    const close = tokens.slice(i).find((t) => t.type === 'heading_close');
    token.tag = `h${level}`;
    if (close) close.tag = token.tag;
    if (level > 3) return;
    const text = inlineText(tokens[i + 1]);
    const id = slugger.slug(text) || slugger.slug('section');
    token.attrSet('id', id);
    toc.push({ id, text, level: level as 2 | 3 });
  });
  return toc;
}

function countWords(tokens: Token[]): number {
  let words = 0;
  const count = (text: string) => (words += text.match(/[\p{L}\p{N}]\S*/gu)?.length ?? 0);
  for (const token of tokens) {
    if (token.type === 'fence' || token.type === 'code_block') count(token.content);
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') count(child.content);
    }
  }
  return words;
}

/**
 * Markdown to sanitised HTML, with stable ids on the `##`/`###` headings (slugified, `-1`, `-2`
 * … on repeats) and its table of contents. External links get rel="noopener noreferrer"; links
 * that are neither this site's paths nor https lose their link and keep their text.
 */
export function renderMarkdown(source: string): RenderedMarkdown {
  const env = {};
  const tokens = md.parse(source, env);
  for (const token of tokens) if (token.type === 'inline') unwrapRefusedLinks(token);
  const toc = shapeHeadings(tokens);
  const html = sanitizeHtml(md.renderer.render(tokens, md.options, env), SANITIZE);
  return { html, toc, words: countWords(tokens) };
}

/** Every link target of a Markdown text, in order (as the renderer normalises it). */
export function markdownLinks(source: string): string[] {
  const links: string[] = [];
  for (const token of md.parse(source, {})) {
    for (const child of token.children ?? []) {
      const href = child.type === 'link_open' ? child.attrGet('href') : null;
      if (href) links.push(String(href));
    }
  }
  return links;
}

/** True when a Markdown text holds raw HTML, which the renderer drops. */
export const hasRawHtml = (source: string) =>
  md
    .parse(source, {})
    .some(
      (t) => t.type === 'html_block' || t.children?.some((child) => child.type === 'html_inline'),
    );

/** True when a Markdown text holds an image, which the renderer drops. */
export const hasImage = (source: string) =>
  md.parse(source, {}).some((t) => t.children?.some((child) => child.type === 'image'));
