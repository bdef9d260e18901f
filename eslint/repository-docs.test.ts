import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: its comments and documents point into docs/, never at
 * documents kept elsewhere, and every relative link of a Markdown file leads to a file that exists.
 */
const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && existsSync(path.join(root, f)));
const text = (file: string) => readFileSync(path.join(root, file), 'utf8');
const textFiles = files.filter((f) => /\.(ts|tsx|js|mjs|md|json|css|html|sql|sh)$|^\.ci\//.test(f));

/** Section pointers into the old outside documents: SPEC or DESIGN, then a section sign. */
const OUTSIDE_POINTER = /\b(?:SPEC|DESIGN)(?:\.md)? ?§/;

describe('the repository explains itself', () => {
  it('points at no document outside it', () => {
    const pointers = textFiles.flatMap((file) =>
      text(file)
        .split('\n')
        .flatMap((line, i) =>
          OUTSIDE_POINTER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(pointers).toEqual([]);
  });

  it('every relative link of its Markdown files leads to a file', () => {
    const broken = files
      .filter((f) => f.endsWith('.md'))
      .flatMap((file) =>
        [...text(file).matchAll(/\]\(([^)\s]+)\)/g)]
          .map((m) => m[1] ?? '')
          .filter((target) => !/^(https?:|mailto:|#|\/)/.test(target))
          .filter(
            (target) =>
              !existsSync(path.join(root, path.dirname(file), target.split('#')[0] ?? '')),
          )
          .map((target) => `${file} → ${target}`),
      );
    expect(broken).toEqual([]);
  });
});
