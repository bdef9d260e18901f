import type { AdminArticle, AdminPlace, AdminSpecies } from '@divespot/shared/admin-content';
import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { FixedLanguage } from '../../lib/i18n/i18n-provider.tsx';
import { json, renderPage } from '../../test/render.tsx';
import { signInAsAda } from '../auth/auth.fixture.ts';

/** Builders and a frame for the species, place and article editors' tests. */

/** Each test as an admin; afterwards the page, the stubbed API, fake timers and the session go. */
export function editorSetup(): void {
  beforeEach(() => {
    signInAsAda(['ROLE_USER', 'ROLE_ADMIN']);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

/** An article as its editor opens it: a draft about currents unless given. */
export function testArticle(overrides: Partial<AdminArticle> = {}): AdminArticle {
  return {
    slug: 'reading-currents',
    title: 'Reading currents',
    summary: 'How to tell which way the water moves before you jump in.',
    bodyMarkdown: '## Before the dive\n\nWatch the boat’s mooring line.',
    tags: ['safety'],
    author: 'Ada Diver',
    status: 'draft',
    publishedAt: null,
    updatedAt: '2026-12-01T10:00:00.000Z',
    path: null,
    ...overrides,
  };
}

/** A species as its editor opens it: a reef manta seen at one spot unless given. */
export function testSpecies(overrides: Partial<AdminSpecies> = {}): AdminSpecies {
  return {
    id: 42,
    slug: 'reef-manta-ray',
    path: '/marine-life/reef-manta-ray',
    source: { name: 'DiveSpot team', license: 'CC BY 4.0' },
    commonName: 'Reef manta ray',
    scientificName: 'Mobula alfredi',
    group: 'ray',
    family: 'Mobulidae',
    description: 'A large ray of coastal reefs.',
    translations: { de: 'Ein großer Rochen küstennaher Riffe.' },
    commonNameTranslations: { de: 'Riffmanta' },
    sizeCm: 350,
    depthMin: 0,
    depthMax: 40,
    iucn: 'VU',
    sightings: [{ spotId: 7, spotName: 'Manta Point', months: [6, 7, 8] }],
    images: [],
    ...overrides,
  };
}

/** A region as its editor opens it, unless given. */
export function testPlace(overrides: Partial<AdminPlace> = {}): AdminPlace {
  return {
    id: 5,
    slug: 'red-sea',
    path: '/locations/regions/egypt/red-sea',
    source: { name: 'DiveSpot team', license: 'CC BY 4.0' },
    name: 'Red Sea',
    detail: 'Egypt',
    description: 'Warm water and coral walls.',
    translations: { fr: 'Eau chaude et tombants coralliens.' },
    ...overrides,
  };
}

/** No content: what a DELETE answers. */
export const noContent = () => new Response(null, { status: 204 });

/** A 400 naming one field, as the server's validation answers it. */
export const refusedField = (field: string, message: string) =>
  json(400, {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Some fields are invalid.',
    detail: { fields: [{ field, message }] },
  });

/** The error shown under a control (the one its `aria-describedby` names), if any. */
export const errorUnder = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'))?.textContent;

/** The content list an editor returns to, empty; `undefined` for any other endpoint. */
export const emptyContentList = (url: URL) =>
  url.pathname.startsWith('/api/admin/content/')
    ? json(200, { content: [], page: 0, size: 25, totalElements: 0, totalPages: 0 })
    : undefined;

/**
 * An editor at its console address (`pattern` names its parameter), with the list it returns
 * to after a delete at /admin/content.
 */
export function renderEditor(
  pattern: string,
  editor: ReactElement,
  route: string,
  language?: FixedLanguage,
) {
  return renderPage(
    <Routes>
      <Route path={pattern} element={editor} />
      <Route path="/admin/content" element={<div data-testid="content-list" />} />
    </Routes>,
    { route, ...(language ? { language } : {}) },
  );
}
