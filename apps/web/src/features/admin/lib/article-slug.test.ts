import { articleSlugParamsSchema } from '@divespot/shared/articles';
import { describe, expect, it } from 'vitest';
import { slugOfTitle } from './article-slug.ts';

describe('a new article’s address from its title', () => {
  it('keeps letters and digits, lower case, one hyphen between words', () => {
    expect(slugOfTitle('Reading currents: a diver’s guide')).toBe(
      'reading-currents-a-diver-s-guide',
    );
    expect(slugOfTitle('  Nitrox 32 — why?  ')).toBe('nitrox-32-why');
  });

  it('drops accents and spells ß out', () => {
    expect(slugOfTitle('Plongée à Sète')).toBe('plongee-a-sete');
    expect(slugOfTitle('Große Fische')).toBe('grosse-fische');
  });

  it('gives nothing for a title without Latin letters or digits', () => {
    expect(slugOfTitle('潜水の基本')).toBe('');
  });

  it('stays within the schema’s length, cutting between words', () => {
    const slug = slugOfTitle('current '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug.endsWith('current')).toBe(true);
    expect(articleSlugParamsSchema.safeParse({ slug }).success).toBe(true);
  });
});
