import { getSession } from '@kindred/features/shared';
import { readStoredTheme } from '@kindred/features/shell';
import { applyTheme } from '@kindred/ui/themes';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { preloadRoute } from './router.tsx';

// Apply the stored theme before the first paint, so a dark-theme user never sees a white flash.
applyTheme(document.documentElement, readStoredTheme());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first page's code before the first render: it then paints complete, with no empty frame and
// none of React's delay for revealing content after a fallback. A module that fails to load is
// fetched again, and its error shown, by the render.
await preloadRoute(location.pathname, getSession() !== null).catch(() => {});
// Rendered as a transition, so React works in short slices and the page stays responsive meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
