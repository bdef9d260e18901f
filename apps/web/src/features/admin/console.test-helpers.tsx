import { cleanup } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { Component as AdminRoute } from '../../routes/admin.tsx';
import type { FixedLanguage } from '../../lib/i18n/i18n-provider.tsx';
import { renderPage } from '../../test/render.tsx';
import { signInAsAda } from '../auth/auth.fixture.ts';

/** What the console sections' test files share: an admin signed in, and the console's route. */

/** Each test as an admin; afterwards the page, the stubbed API and the stored session go. */
export function consoleSetup(): void {
  beforeEach(() => {
    signInAsAda(['ROLE_USER', 'ROLE_ADMIN']);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

/** The console at `route` (a path under /admin, with its query). */
export const renderConsole = (route: string, language?: FixedLanguage) =>
  renderPage(
    <Routes>
      <Route path="/admin/*" element={<AdminRoute />} />
    </Routes>,
    { route, ...(language ? { language } : {}) },
  );
