import { ToastRegion } from '@kindred/ui/Toast';
import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router.tsx';

/** The root: state, routing and toasts. The query client comes with the signed-in area (`DataProvider`). */
export function App() {
  return (
    <JotaiProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToastRegion position="top-center" />
    </JotaiProvider>
  );
}
