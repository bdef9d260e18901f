// @vitest-environment happy-dom
import type { AdminArticle } from '@divespot/shared/admin-content';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, json, stubApi, type ApiHandler } from '../../../test/render.tsx';
import {
  editorSetup,
  errorUnder,
  noContent,
  refusedField,
  renderEditor,
  testArticle,
} from '../content-editors.test-helpers.tsx';
import { ArticleEditor } from './article-editor.tsx';

const PREVIEW = '/api/admin/articles/preview';

function EditorAtAddress() {
  const { slug = '' } = useParams();
  return <ArticleEditor slug={slug} />;
}

const renderArticle = (slug: string) =>
  renderEditor(
    '/admin/content/articles/:slug',
    <EditorAtAddress />,
    `/admin/content/articles/${slug}`,
  );

/**
 * The article endpoints over `articles` (by slug): read, write (answering as the server does),
 * delete and preview (the body in a paragraph), unless `handle` answers first.
 */
function stubArticles(articles: AdminArticle[] = [], handle?: ApiHandler) {
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  return stubApi((url, init) => {
    const own = handle?.(url, init);
    if (own) return own;
    if (url.pathname === PREVIEW && init.method === 'POST') {
      const { bodyMarkdown } = JSON.parse(init.body as string) as { bodyMarkdown: string };
      return json(200, { html: `<p>${bodyMarkdown}</p>` });
    }
    const slug = /^\/api\/admin\/articles\/([a-z0-9-]+)$/.exec(url.pathname)?.[1];
    if (!slug) return undefined;
    const method = init.method ?? 'GET';
    const found = bySlug.get(slug);
    if (method === 'GET') return found ? json(200, found) : json(404, { message: 'No article.' });
    if (method === 'DELETE') return found ? noContent() : json(404, { message: 'No article.' });
    if (method !== 'PUT') return undefined;
    const body = JSON.parse(init.body as string) as AdminArticle;
    bySlug.set(slug, { ...testArticle(), ...body, slug });
    return json(200, {
      slug,
      status: body.status,
      created: !found,
      publishedAt: body.status === 'published' ? '2026-12-08T09:00:00.000Z' : null,
      updatedAt: '2026-12-08T09:00:00.000Z',
    });
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const valueOf = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name }).value;
/** The error said under a control (the first of its descriptions that is an error). */
const previewRegion = () => screen.getByRole('region', { name: 'Preview' });
const previewHtml = () => previewRegion().querySelector('.article-body')?.innerHTML;
/** The body's debounce runs out, then its answer comes in. */
async function settlePreview() {
  await act(() => vi.advanceTimersByTimeAsync(300));
  await act(() => vi.advanceTimersByTimeAsync(50));
}

editorSetup();

describe('the article editor', () => {
  it('refuses a new article the shared schema refuses, saying why under each field', async () => {
    const api = stubArticles();
    const { user } = renderArticle('new');
    expect(screen.getByRole('heading', { level: 2, name: 'New article' })).toBeTruthy();
    // The signed-in admin writes it, unless told otherwise.
    expect(valueOf('Author')).toBe('Ada Diver');

    await user.click(screen.getByRole('button', { name: 'Create article' }));
    const summary = screen.getByRole('alert', { name: /fields need attention/ });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Title', 'Address', 'Summary', 'Text (Markdown)']);
    expect(errorUnder(field('Title'))).toBe('This field is required.');
    expect(errorUnder(field('Address'))).toBe(
      'Use lower-case letters, digits and single hyphens, such as reading-currents.',
    );
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    // A corrected field is checked again as it is typed.
    await user.type(field('Title'), 'Night dives');
    expect(errorUnder(field('Title'))).toBeUndefined();
  });

  it('makes the address from the title until it is typed, and creates the article', async () => {
    const api = stubArticles();
    const { user } = renderArticle('new');
    await user.type(field('Title'), 'Reading Currents: a Guide');
    expect(valueOf('Address')).toBe('reading-currents-a-guide');
    await user.clear(field('Address'));
    await user.type(field('Address'), 'reading-currents');
    await user.type(field('Title'), '!');
    expect(valueOf('Address')).toBe('reading-currents');

    await user.type(field('Summary'), 'Which way the water moves.');
    await user.click(screen.getByRole('checkbox', { name: 'Safety' }));
    await user.click(screen.getByRole('checkbox', { name: 'Technique' }));
    await user.click(screen.getByRole('radio', { name: /^Published/ }));
    await user.type(field('Text (Markdown)'), '## Drift{Enter}{Enter}Go with it.');
    await user.click(screen.getByRole('button', { name: 'Create article' }));

    await waitFor(() => expect(currentLocation()).toBe('/admin/content/articles/reading-currents'));
    const [check] = api.to('/api/admin/articles/reading-currents');
    expect(check?.method).toBe('GET');
    const put = api.to('/api/admin/articles/reading-currents').find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      title: 'Reading Currents: a Guide!',
      summary: 'Which way the water moves.',
      tags: ['safety', 'technique'],
      author: 'Ada Diver',
      status: 'published',
      bodyMarkdown: '## Drift\n\nGo with it.',
    });
    await screen.findByText('Article created.');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Reading Currents: a Guide!' }),
    ).toBeTruthy();
  });

  it('does not replace an article that already has the address', async () => {
    const api = stubArticles([testArticle()]);
    const { user } = renderArticle('new');
    await user.type(field('Title'), 'Reading currents');
    await user.type(field('Summary'), 'Again.');
    await user.type(field('Text (Markdown)'), 'Words.');
    await user.click(screen.getByRole('button', { name: 'Create article' }));
    await waitFor(() =>
      expect(errorUnder(field('Address'))).toBe(
        'Another article already has this address. Choose another one.',
      ),
    );
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    expect(currentLocation()).toBe('/admin/content/articles/new');
  });

  it('opens a draft, saves it whole, and shows a refused field under it', async () => {
    const api = stubArticles([testArticle()], (url, init) =>
      init.method === 'PUT' &&
      (JSON.parse(init.body as string) as AdminArticle).summary.includes('!')
        ? refusedField('summary', 'must be at most 500 characters')
        : undefined,
    );
    const { user } = renderArticle('reading-currents');
    await screen.findByRole('heading', { level: 2, name: 'Reading currents' });
    expect(screen.getByText('Draft: readers cannot open /blog/reading-currents yet.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Draft/ }).checked).toBe(true);

    await user.type(field('Summary'), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorUnder(field('Summary'))).toBe('Use at most 500 characters.'));

    await user.clear(field('Summary'));
    await user.type(field('Summary'), 'Shorter.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes saved.');
    expect(api.requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      title: 'Reading currents',
      summary: 'Shorter.',
      tags: ['safety'],
      author: 'Ada Diver',
      status: 'draft',
      bodyMarkdown: '## Before the dive\n\nWatch the boat’s mooring line.',
    });
  });

  it('deletes an article only once confirmed, then returns to the list', async () => {
    const api = stubArticles([
      testArticle({ status: 'published', path: '/blog/reading-currents' }),
    ]);
    const { user } = renderArticle('reading-currents');
    const view = await screen.findByRole('link', { name: /View on the blog/ });
    expect(view.getAttribute('href')).toBe('/blog/reading-currents');

    await user.click(screen.getByRole('button', { name: 'Delete article' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete “Reading currents”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete article' }));
    dialog = screen.getByRole('dialog', { name: 'Delete “Reading currents”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete article' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/content?kind=articles'));
    expect(api.to('/api/admin/articles/reading-currents').at(-1)?.method).toBe('DELETE');
  });

  it('says so when the article does not exist', async () => {
    stubArticles();
    renderArticle('gone');
    await screen.findByText('There is no article at this address: it may have been deleted.');
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe(
      '/admin/content?kind=articles',
    );
  });
});

describe('the article editor’s preview', () => {
  it('renders the body 300 ms after the last change, as the public page does', async () => {
    vi.useFakeTimers();
    const api = stubArticles();
    renderArticle('new');
    const body = field('Text (Markdown)');
    fireEvent.change(body, { target: { value: 'Fi' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(body, { target: { value: 'Fins on' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(api.to(PREVIEW)).toEqual([]);
    expect(
      within(previewRegion()).getByText('The preview appears here as you write.'),
    ).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.to(PREVIEW).map((r) => r.body)).toEqual([{ bodyMarkdown: 'Fins on' }]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    const rendered = previewRegion().querySelector('.article-body');
    expect(screen.queryByText('Updating…')).toBeNull();
    // The public page's body: the same component, so the same classes around the same HTML.
    expect(rendered?.className).toBe('prose-info article-body');
    expect(rendered?.innerHTML).toBe('<p>Fins on</p>');
  });

  it('shows the latest text’s rendering even when an older answer comes last', async () => {
    vi.useFakeTimers();
    let answerFirst: (response: Response) => void = () => {};
    const api = stubArticles([], (url, init) => {
      if (url.pathname !== PREVIEW) return undefined;
      const { bodyMarkdown } = JSON.parse(init.body as string) as { bodyMarkdown: string };
      if (bodyMarkdown !== 'old') return undefined;
      return new Promise<Response>((resolve) => (answerFirst = resolve));
    });
    renderArticle('new');
    const body = field('Text (Markdown)');
    fireEvent.change(body, { target: { value: 'old' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('Updating…')).toBeTruthy();
    fireEvent.change(body, { target: { value: 'new' } });
    await settlePreview();
    expect(previewHtml()).toBe('<p>new</p>');

    act(() => answerFirst(json(200, { html: '<p>old</p>' })));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(previewHtml()).toBe('<p>new</p>');
    expect(api.to(PREVIEW).map((r) => r.body)).toEqual([
      { bodyMarkdown: 'old' },
      { bodyMarkdown: 'new' },
    ]);
    expect(screen.queryByText('Updating…')).toBeNull();
  });

  it('keeps the last rendering when the next one fails, and says so', async () => {
    vi.useFakeTimers();
    stubArticles([], (url, init) =>
      url.pathname === PREVIEW && (init.body as string).includes('broken')
        ? json(503, { message: 'Unavailable' })
        : undefined,
    );
    renderArticle('new');
    const body = field('Text (Markdown)');
    fireEvent.change(body, { target: { value: 'good' } });
    await settlePreview();
    expect(previewHtml()).toBe('<p>good</p>');
    fireEvent.change(body, { target: { value: 'broken' } });
    await settlePreview();
    expect(previewHtml()).toBe('<p>good</p>');
    expect(
      screen.getByText(
        'The preview could not be updated; it shows the last version that could be.',
      ),
    ).toBeTruthy();
  });
});
