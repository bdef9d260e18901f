import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Manifest } from './build-files.ts';
import { loadTemplate } from './template.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'divespot-template-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** index.html as Vite writes it: the app's tags after the head's end marker, one a line. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--head:start-->
    <title>x</title>
    <!--head:end-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/intl-3.js">
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// The entry imports react, which imports intl: intl is preloaded first, as Vite writes it.
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react.js'], css: ['assets/index-4.css'] },
  '_react.js': { file: 'assets/react-2.js', imports: ['_intl.js'] },
  '_intl.js': { file: 'assets/intl-3.js' },
};

function built(name: string, html: string) {
  const file = path.join(dist, `${name}.html`);
  writeFileSync(file, html);
  return file;
}
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'index-4.css'), 'body{color:navy}');

describe('the page template', () => {
  it("cuts index.html into slots, writing the app's tags again from the manifest", () => {
    const t = loadTemplate(built('index', INDEX), MANIFEST);
    expect(t.start.get('de')).toBe(
      '<!doctype html>\n<html lang="de">\n  <head>\n    <meta charset="UTF-8" />\n    ',
    );
    expect(t.afterHead).toBe(
      '\n    <script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
        '\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/intl-3.js">' +
        '\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-2.js">' +
        '\n    <style>body{color:navy}</style>' +
        '\n  </head>\n  <body>\n    <div id="root">',
    );
    expect(t.deferred).toEqual({
      afterHead: '\n    <style>body{color:navy}</style>\n  </head>\n  <body>\n    <div id="root">',
      scripts: {
        script: '/assets/index-1.js',
        preloads: ['/assets/intl-3.js', '/assets/react-2.js'],
      },
    });
    expect(t.tail).toBe('</div>\n  </body>\n</html>\n');
  });

  it("stops the server when the build's tags are not the manifest's", () => {
    const extra = INDEX.replace(
      '  </head>',
      '    <script src="/assets/other.js"></script>\n  </head>',
    );
    expect(() => loadTemplate(built('extra', extra), MANIFEST)).toThrow(/not the build manifest/);
    const renamed = INDEX.replace('react-2.js', 'react-9.js');
    expect(() => loadTemplate(built('renamed', renamed), MANIFEST)).toThrow(
      /not the build manifest/,
    );
    expect(() => loadTemplate(built('no-manifest', INDEX), null)).toThrow(/no manifest/);
    expect(() =>
      loadTemplate(built('filled', INDEX.replace('"root"></div>', '"root">x</div>')), MANIFEST),
    ).toThrow(/is not empty/);
  });

  it('has a bare shell without a build, its scripts nowhere', () => {
    const t = loadTemplate(path.join(dist, 'missing.html'), null);
    expect(t.start.get('ja')).toMatch(/^<!doctype html>\n<html lang="ja"><head>/);
    expect(t.deferred).toBeNull();
    expect(t.afterHead).toBe('</head>\n<body><div id="root">');
  });
});
