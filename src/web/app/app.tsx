import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { ThemeProvider } from '../features/theme/theme-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { Router } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Router />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
