import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { PageAlert } from '../components/page-alert.tsx';
import { useToasts } from '../components/ui/use-toast.ts';
import { useInterfaceLanguageSync } from '../features/interface-language/use-interface-language.ts';
import { ThemeProvider } from '../features/theme/theme-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { DocumentTitle } from './document-title.tsx';
import { Router } from './router.tsx';

// The toaster (Radix Toast, class merging) downloads when the first toast is raised: the store
// (use-toast.ts) keeps the toast until it arrives, and a page that raises none never loads it.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster.tsx')).Toaster }));

export function ToasterOnceNeeded() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

function InterfaceLanguageSync() {
  useInterfaceLanguageSync();
  return null;
}

/** The app; `queryClient` comes with what the page already knows (the signed-in user), if anything. */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <InterfaceLanguageSync />
        <Router />
        <DocumentTitle />
        <PageAlert />
        <ToasterOnceNeeded />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
