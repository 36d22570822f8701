/**
 * The advisor feature's public entry: Link's catalogue of prompts, the launcher every page may use to
 * open the popup, and the popup with the quick-actions menu (`LinkAssistant`), whose code loads on demand.
 */
import { deferred } from '@kindred/ui/lazy';
import type { LinkAssistantProps } from './LinkAssistant.tsx';

export * from './content/conversation.ts';
export { isLinkShortcut, requestLinkOpen } from './launch.ts';
export type { LinkAssistantProps };

/**
 * Link's popup and the quick-actions menu, for every signed-in page (inside the router and the query client).
 * Its code is fetched when it is first rendered (or on `LinkAssistant.preload()`), so a page that renders it once
 * idle keeps it off its first download.
 */
export const LinkAssistant = deferred<LinkAssistantProps>(() => import('./LinkAssistant.tsx').then((module) => module.LinkAssistant));

// Developer pages (development and demo builds only; the app routes them): /ai-dev-demo and /dev/ai-analytics.
export { AiDevDemo } from './dev/AiDevDemo.tsx';
export { AiAnalyticsPage } from './dev/AiAnalyticsPage.tsx';

// Link's insights page (/insights, 'Workplace Insights'): the conversation beside the member's persona.
export { InsightsScreen } from './insights/InsightsScreen.tsx';
