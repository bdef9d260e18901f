import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { recordRenderer } from './record-render.ts';

const root = mkdtempSync(path.join(tmpdir(), 'divespot-ssr-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A web build whose server renderer counts its renders and fails on '/broken'. */
function webBuild(name: string) {
  const web = path.join(root, name);
  mkdirSync(path.join(web, 'dist'), { recursive: true });
  mkdirSync(path.join(web, 'dist-ssr'));
  writeFileSync(
    path.join(web, 'dist-ssr', 'entry-server.js'),
    `let renders = 0;
     export async function render(pathname, language, data) {
       if (pathname === '/broken') throw new Error('render failed');
       renders++;
       return '<title>T</title><meta name="x" content="y" /><link rel="preload" as="image" href="/c.webp" />' +
         '<article lang="' + language + '"><h1>' + data.article.title + '</h1><p>' + renders + '</p></article>';
     }`,
  );
  return path.join(web, 'dist-ssr');
}

const log = pino({ level: 'silent' });
const article = { article: { title: 'Choosing nitrox' } };

describe('recordRenderer', () => {
  it("renders a record page with its record, without React's head tags, kept a while", async () => {
    const render = recordRenderer(webBuild('built'), log);
    const html = await render('/blog/choosing-nitrox', 'de', article);
    expect(html).toBe('<article lang="de"><h1>Choosing nitrox</h1><p>1</p></article>');
    // The same page again comes from what was kept; another language is rendered.
    expect(await render('/blog/choosing-nitrox', 'de', article)).toBe(html);
    expect(await render('/blog/choosing-nitrox', 'fr', article)).toContain('<p>2</p>');
  });

  it('renders a page again when its data changes, without a version', async () => {
    const render = recordRenderer(webBuild('by-data'), log);
    const first = await render('/blog/x', 'en-US', article);
    expect(await render('/blog/x', 'en-US', { article: { title: 'Choosing nitrox' } })).toBe(first);
    const edited = await render('/blog/x', 'en-US', { article: { title: 'Nitrox, edited' } });
    expect(edited).toBe('<article lang="en-US"><h1>Nitrox, edited</h1><p>2</p></article>');
    // A version keys the page instead: the same version is the same page.
    expect(await render('/blog/x', 'en-US', article, 'v1')).toContain('<p>3</p>');
    expect(await render('/blog/x', 'en-US', { article: { title: 'Other' } }, 'v1')).toContain(
      '<p>3</p>',
    );
  });

  it('answers null when the render fails or there is no server build', async () => {
    const render = recordRenderer(webBuild('failing'), log);
    expect(await render('/broken', 'en-US', article)).toBeNull();
    const unbuilt = path.join(root, 'unbuilt', 'dist');
    mkdirSync(unbuilt, { recursive: true });
    expect(await recordRenderer(unbuilt, log)('/blog/x', 'en-US', article)).toBeNull();
  });
});
