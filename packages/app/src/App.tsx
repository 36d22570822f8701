import { createQueryClient } from '@kindred/features/shared';
import { ToastRegion } from '@kindred/ui/Toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToastRegion position="top-center" />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
