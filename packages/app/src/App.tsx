import { createQueryClient } from '@kindred/features/shared';
import { ToastRegion } from '@kindred/ui/Toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { router } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <RouterProvider router={router} />
        <ToastRegion position="top-center" />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
