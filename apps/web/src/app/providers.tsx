import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nProvider, type FixedLanguage } from '../lib/i18n/i18n-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';

interface ProvidersProps {
  children: ReactNode;
  client?: QueryClient;
  /** The language, where no language store applies (prerendering, tests). */
  language?: FixedLanguage;
}

export function Providers({ children, client, language }: ProvidersProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <I18nProvider fixed={language}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}
