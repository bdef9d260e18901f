import { describe, expect, it } from 'vitest';
import { hasImage, hasRawHtml, markdownLinks, renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders sections, lists, emphasis, code, quotes, rules and GFM tables', () => {
    const { html } = renderMarkdown(
      [
        '## Gas',
        'Breathe **slowly**, *always*, and check `ppO2`.',
        '- one',
        '- two',
        '',
        '3. third',
        '',
        '> Plan the dive.',
        '',
        '---',
        '',
        '| Mix | MOD |',
        '|:----|----:|',
        '| EAN32 | 33.8 m |',
        '',
        '```',
        'MOD = 10 × (ppO2 / FO2 − 1)',
        '```',
      ].join('\n'),
    );
    expect(html).toContain('<h2 id="gas">Gas</h2>');
    expect(html).toContain('<strong>slowly</strong>');
    expect(html).toContain('<em>always</em>');
    expect(html).toContain('<code>ppO2</code>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<hr />');
    expect(html).toContain('<th style="text-align:left">Mix</th>');
    expect(html).toContain('<td style="text-align:right">33.8 m</td>');
    expect(html).toContain('<pre><code>MOD = 10 × (ppO2 / FO2 − 1)\n</code></pre>');
  });

  it('leaves no script, event handler or javascript: link behind, neither as markup nor text', () => {
    const { html } = renderMarkdown(
      [
        'Safe text.',
        '',
        '<script>alert("block")</script>',
        '',
        'An image <img src="x" onerror="alert(1)"> inline and <b onclick="alert(2)">bold</b>.',
        '',
        '[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:x)',
        '',
        '<a href="javascript:alert(4)">raw link</a>',
        '',
        '![pixel](https://tracker.example/p.gif)',
      ].join('\n'),
    );
    expect(html).toContain('<p>Safe text.</p>');
    expect(html).not.toMatch(/<script|<img|<b\b|onerror|onclick|alert\(|javascript:|vbscript:/i);
    expect(html).not.toContain('href="data:');
    expect(html).not.toContain('tracker.example');
    // The text of the dropped markup stays readable.
    expect(html).toContain('bold');
    expect(html).toContain('raw link');
    expect(html).toContain('<p>click data vb</p>');
  });

  it('keeps site paths, fragments and https links, marking external ones noopener', () => {
    const { html } = renderMarkdown(
      [
        '[spot](/spots/ss-thistlegorm) [top](#gas) [DAN](https://dan.org/health)',
        '[plain](http://example.com) [mail](mailto:a@b.c) [other host](//evil.example/x)',
        '[back](/\\evil.example)',
      ].join('\n'),
    );
    expect(html).toContain('<a href="/spots/ss-thistlegorm">spot</a>');
    expect(html).toContain('<a href="#gas">top</a>');
    expect(html).toContain('<a href="https://dan.org/health" rel="noopener noreferrer">DAN</a>');
    // Refused links keep their text, without a link.
    expect(html).toContain('plain mail other host');
    expect(html).not.toMatch(/http:|mailto:|\/\/evil/);
    // A backslash cannot turn a path into another host: it stays a path of this site.
    expect(html).toContain('<a href="/%5Cevil.example">back</a>');
  });

  it('gives h2 and h3 stable, unique ids and lists them as contents; h1 and h5 are clamped', () => {
    const { html, toc } = renderMarkdown(
      [
        '# Title',
        '## Before the dive',
        '### Check `ppO2`!',
        '## Before the dive',
        '## Main',
        '## ???',
        '##### Small print',
      ].join('\n'),
    );
    expect(toc).toEqual([
      { id: 'title', text: 'Title', level: 2 },
      { id: 'before-the-dive', text: 'Before the dive', level: 2 },
      { id: 'check-ppo2', text: 'Check ppO2!', level: 3 },
      { id: 'before-the-dive-1', text: 'Before the dive', level: 2 },
      // The layout's own ids and empty slugs never become a heading's id.
      { id: 'main-1', text: 'Main', level: 2 },
      { id: 'section', text: '???', level: 2 },
    ]);
    expect(html).toContain('<h2 id="title">Title</h2>');
    expect(html).toContain('<h3 id="check-ppo2">Check <code>ppO2</code>!</h3>');
    expect(html).toContain('<h4>Small print</h4>');
    expect(html).not.toMatch(/<h[156]/);
    // The same text renders the same ids every time.
    expect(renderMarkdown('## Before the dive').toc[0]?.id).toBe('before-the-dive');
  });

  it('counts the words a reader reads', () => {
    expect(renderMarkdown('').words).toBe(0);
    expect(renderMarkdown('## Two words\n\nThree more [words](/explore) — here.').words).toBe(6);
    expect(renderMarkdown('| a | b |\n|---|---|\n| c | d |').words).toBe(4);
  });
});

describe('markdown checks', () => {
  it('lists link targets in order', () => {
    expect(markdownLinks('[a](/spots/x) and [b](https://x.org) and [a](/spots/x)')).toEqual([
      '/spots/x',
      'https://x.org',
      '/spots/x',
    ]);
  });

  it('finds raw HTML and images', () => {
    expect(hasRawHtml('plain *text*')).toBe(false);
    expect(hasRawHtml('a <br> b')).toBe(true);
    expect(hasRawHtml('<div>\nblock\n</div>')).toBe(true);
    expect(hasImage('[link](/x)')).toBe(false);
    expect(hasImage('![alt](/x.png)')).toBe(true);
  });
});
