import { describe, expect, it } from 'vitest';
import { languageForTag } from '@divespot/shared/site';
import { languageFromAcceptLanguage, pageLanguage } from './page-language.ts';

describe('languageForTag', () => {
  it('matches exactly, then by the primary language', () => {
    expect(languageForTag('pt-BR')).toBe('pt-BR');
    expect(languageForTag('PT-br')).toBe('pt-BR');
    expect(languageForTag('pt-PT')).toBe('pt-BR');
    expect(languageForTag('en-GB')).toBe('en-US');
    expect(languageForTag('de-AT')).toBe('de');
    expect(languageForTag('ja-JP')).toBe('ja');
    expect(languageForTag('nl')).toBeUndefined();
    expect(languageForTag('*')).toBeUndefined();
    expect(languageForTag('')).toBeUndefined();
  });
});

describe('languageFromAcceptLanguage', () => {
  it('takes the best-weighted language we have', () => {
    expect(languageFromAcceptLanguage('nl-NL,nl;q=0.9,fr;q=0.8,de;q=0.7')).toBe('fr');
    expect(languageFromAcceptLanguage('de;q=0.5, ja;q=0.8')).toBe('ja');
    expect(languageFromAcceptLanguage('es-MX')).toBe('es');
  });

  it('skips refused languages and survives junk', () => {
    expect(languageFromAcceptLanguage('de;q=0, fr')).toBe('fr');
    expect(languageFromAcceptLanguage(';;;,,q=2')).toBeUndefined();
    expect(languageFromAcceptLanguage('x'.repeat(100_000))).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});

describe('pageLanguage', () => {
  it('prefers the link, then the cookie, then the browser, then English (US)', () => {
    const all = { query: 'ja', cookie: 'divespot-language=fr', acceptLanguage: 'de' };
    expect(pageLanguage(all)).toBe('ja');
    expect(pageLanguage({ ...all, query: undefined })).toBe('fr');
    expect(pageLanguage({ ...all, query: 'zz', cookie: 'divespot-language=xx' })).toBe('de');
    expect(pageLanguage({ query: undefined, cookie: undefined, acceptLanguage: undefined })).toBe(
      'en-US',
    );
  });
});
