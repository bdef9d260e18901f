// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LanguageStore from './language-store.ts';

/** A fresh store (module state included) whose catalog loader answers from `areas`. */
async function freshStore() {
  vi.resetModules();
  const store: typeof LanguageStore = await import('./language-store.ts');
  const calls: { code: string; areas: string[] }[] = [];
  let fail = false;
  store.setCatalogLoader((code, areas) => {
    calls.push({ code, areas: [...areas] });
    if (fail) return Promise.reject(new Error('offline'));
    return Promise.resolve(
      Object.fromEntries(areas.map((area) => [`${area}.title`, `${code} ${area}`])),
    );
  });
  return { store, calls, setFailing: (value: boolean) => (fail = value) };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en-US';
  window.history.replaceState(null, '', '/');
});

describe('catalog areas in the language store', () => {
  it('notes the areas a page needs before the start, and the start loads them with the shell', async () => {
    const { store, calls } = await freshStore();
    await store.ensureAreas(['explore']);
    expect(calls).toEqual([]);
    await store.startLanguage();
    expect(calls).toEqual([{ code: 'en-US', areas: ['shell', 'explore'] }]);
    expect(store.useLanguageStore.getState().messages).toMatchObject({
      'shell.title': 'en-US shell',
      'explore.title': 'en-US explore',
    });
  });

  it('after the start, loads only what is missing, once, and keeps what it had', async () => {
    const { store, calls } = await freshStore();
    await store.startLanguage();
    await Promise.all([store.ensureAreas(['spots', 'vocab']), store.ensureAreas(['spots'])]);
    await store.ensureAreas(['spots']);
    expect(calls.slice(1)).toEqual([{ code: 'en-US', areas: ['spots', 'vocab'] }]);
    expect(store.useLanguageStore.getState().messages).toMatchObject({
      'shell.title': 'en-US shell',
      'spots.title': 'en-US spots',
    });
  });

  it('a language switch loads every area needed so far in the new language', async () => {
    const { store, calls } = await freshStore();
    await store.startLanguage();
    await store.ensureAreas(['info']);
    await store.useLanguageStore.getState().setLanguage('ja');
    expect(calls.at(-1)).toEqual({ code: 'ja', areas: ['shell', 'info'] });
    expect(store.useLanguageStore.getState().messages).toEqual({
      'shell.title': 'ja shell',
      'info.title': 'ja info',
    });
  });

  it('a failed load rejects, so the page shows its error, and is tried again next time', async () => {
    const { store, calls, setFailing } = await freshStore();
    await store.startLanguage();
    setFailing(true);
    await expect(store.ensureAreas(['contact'])).rejects.toThrow('offline');
    setFailing(false);
    await store.ensureAreas(['contact']);
    expect(calls.filter((c) => c.areas.includes('contact'))).toHaveLength(2);
    expect(store.useLanguageStore.getState().messages).toHaveProperty('contact.title');
  });
});
