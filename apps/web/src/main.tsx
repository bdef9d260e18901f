import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { applyStoredLanguage } from './lib/language.ts';
import './index.css';

applyStoredLanguage();
// The server injects the first page's description; each page renders its own from here on.
document.head.querySelectorAll('meta[name="description"]').forEach((el) => el.remove());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
