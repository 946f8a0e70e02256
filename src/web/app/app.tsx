import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useInterfaceLanguageSync } from '../features/interface-language/use-interface-language.ts';
import { ThemeProvider } from '../features/theme/theme-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { Router } from './router.tsx';

// Toasts can wait for the first paint: the store (use-toast.ts) keeps any raised before this arrives.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster.tsx')).Toaster }));

function InterfaceLanguageSync() {
  useInterfaceLanguageSync();
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <InterfaceLanguageSync />
        <Router />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
