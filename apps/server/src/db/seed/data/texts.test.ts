import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSeedDataset } from './dataset.ts';
import { loadSeedTexts } from './texts.ts';

describe('the translations of the seed', () => {
  const texts = loadSeedTexts();
  const dataset = loadSeedDataset();

  it('name only regions, spots and species of the dataset', () => {
    const slugs = {
      regions: new Set(dataset.regions.map((r) => r.slug)),
      spots: new Set(dataset.spots.map((s) => s.slug)),
      species: new Set(dataset.species.map((s) => s.slug)),
    };
    for (const language of texts.languages) {
      for (const kind of ['regions', 'spots', 'species'] as const) {
        const unknown = Object.keys(language[kind]).filter((slug) => !slugs[kind].has(slug));
        expect(unknown, `${language.language}/${kind}.json`).toEqual([]);
      }
    }
  });

  it('translate German and Japanese texts, and never copy the English', () => {
    const english = new Map(
      [...dataset.regions, ...dataset.spots, ...dataset.species].map((r) => [
        r.slug,
        r.description,
      ]),
    );
    for (const code of ['de', 'ja'] as const) {
      const language = texts.languages.find((l) => l.language === code)!;
      const all = { ...language.regions, ...language.spots, ...language.species };
      expect(Object.keys(all).length, code).toBeGreaterThan(0);
      for (const [slug, t] of Object.entries(all)) {
        expect(t.description, `${code} ${slug}`).not.toBe(english.get(slug));
      }
    }
  });
});

describe('loading translation files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'divespot-i18n-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, value: unknown) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(value));
  };

  it('reads the files there are, and a missing file is no translation', () => {
    write('fr/species.json', {
      'whale-shark': { commonName: 'Requin-baleine', description: 'Le plus grand poisson.' },
    });
    const loaded = loadSeedTexts(`${dir}/`);
    const fr = loaded.languages.find((l) => l.language === 'fr')!;
    expect(fr.species['whale-shark']?.commonName).toBe('Requin-baleine');
    expect(fr.regions).toEqual({});
    expect(loaded.languages.find((l) => l.language === 'es')?.spots).toEqual({});
  });

  it('names its content in a digest that changes with any file', () => {
    const first = loadSeedTexts(`${dir}/`).digest;
    write('es/spots.json', { 'ss-thistlegorm': { description: 'Un buque mercante británico.' } });
    expect(loadSeedTexts(`${dir}/`).digest).not.toBe(first);
  });

  it('fails on a file that is not in the format, naming it', () => {
    write('pt-BR/regions.json', { 'Not A Slug': { description: 'Texto.' } });
    expect(() => loadSeedTexts(`${dir}/`)).toThrow(/i18n\/pt-BR\/regions\.json/);
    write('pt-BR/regions.json', { abrolhos: { description: '' } });
    expect(() => loadSeedTexts(`${dir}/`)).toThrow(/pt-BR\/regions\.json/);
    write('pt-BR/regions.json', { abrolhos: { description: 'Texto.', tagline: 'x' } });
    expect(() => loadSeedTexts(`${dir}/`)).toThrow(/pt-BR\/regions\.json/);
  });
});
