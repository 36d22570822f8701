import { applyTheme } from '@kindred/ui/themes';
import { readStoredTheme } from '@kindred/features/shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

// Apply the stored theme before the first paint, so a dark-theme user never sees a white flash.
applyTheme(document.documentElement, readStoredTheme());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
