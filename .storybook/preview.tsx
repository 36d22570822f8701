import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect, type ReactNode } from 'react';
import { applyTheme, type ThemeName } from '@kindred/ui/themes';
import { preloadDeferred } from '@kindred/ui/lazy';
import { ToastRegion, toast } from '@kindred/ui/Toast';

/**
 * Applies the chosen theme to <html>, so overlays rendered in portals (dialogs,
 * popovers, toasts) get the same theme variables as the story.
 */
function ThemeRoot({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  useLayoutEffect(() => {
    applyTheme(document.documentElement, theme);
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={(context.globals.theme ?? 'light') as ThemeName}>
    <Story />
    {/* Toasts raised by any screen show up; the Toast stories place their own regions. */}
    {context.parameters.toastRegion !== false && <ToastRegion />}
  </ThemeRoot>
);

/** Storage keys of Storybook's own UI (same origin as the stories), which a story must not wipe. */
const storybookKey = /^@?storybook/;

function clearStorage(storage: Storage) {
  for (const key of Object.keys(storage)) if (!storybookKey.test(key)) storage.removeItem(key);
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

/**
 * Every story starts where a user arriving on a settled page would, whatever ran before it in the
 * same page: scrolled to the top, no stored session, theme or sidebar cookie, no toast on screen or queued, and the code
 * of every deferred part (the toast region, menus, drawers, dialogs) already fetched, as the app
 * fetches it when the page is first idle. Without that last step a story that shows a toast at once
 * raced the dev server's delivery of the region's module against its one-second wait.
 * (Stories' own `beforeEach` run after this one, so they can set up storage of their own.)
 */
async function settledPage() {
  // Story files share a page: start at its top, whatever the last story scrolled to.
  window.scrollTo(0, 0);
  clearStorage(localStorage);
  clearStorage(sessionStorage);
  clearCookies();
  toast.clear();
  await preloadDeferred();
  return () => toast.clear();
}

const preview: Preview = {
  decorators: [withTheme],
  loaders: [mswLoader()],
  beforeEach: settledPage,
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // Chromatic snapshots every story once per theme: each mode sets the `theme` global that withTheme applies.
    // (The vitest projects ignore this; they pick the theme through their own setup files.)
    chromatic: {
      modes: {
        light: { theme: 'light' },
        dark: { theme: 'dark' },
      },
    },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story test.
    // react-aria's live announcer is a transient, visually hidden log that points at elements by id; it is not page content.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    viewport: {
      options: {
        // WCAG's reflow width: content must work at 320 CSS pixels without scrolling sideways.
        small: { name: 'Small phone (320 px)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (820 px)', styles: { width: '820px', height: '1000px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
