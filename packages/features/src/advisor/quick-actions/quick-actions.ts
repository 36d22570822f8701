/**
 * The quick-actions menu's rules (docs/product.md#screens-and-routes "Quick-actions menu", #constants-and-limits):
 * which actions a page offers, in what order (those that fit the page first), at most five; the 'New insights!'
 * badge for a member who has not used the chat for a day; whether the menu is shown at all.
 */
import { QUICK_ACTION_PROMPTS, type QuickActionId } from '../content/conversation.ts';
import { readStored, writeStored } from '../../shared/storage.ts';

export const MAX_QUICK_ACTIONS = 5;

export type QuickActionKey = 'chat' | QuickActionId;

export interface QuickAction {
  key: QuickActionKey;
  label: string;
  description: string;
  /** What pressing it does: open the chat (with a prompt sent after the delay), or go to a page. */
  behaviour: { kind: 'chat'; prompt: string | null } | { kind: 'navigate'; to: string };
  badge?: string;
}

export const START_HERE = 'Start here';
export const NEW_INSIGHTS = 'New insights!';
const CHAT_WITH_LINK = 'Chat with Link';

export interface QuickActionContext {
  pathname: string;
  /** The member's connections; null while unknown (the guide then waits). */
  connectionCount: number | null;
}

const withPrompt = (id: QuickActionId) => ({ kind: 'chat' as const, prompt: QUICK_ACTION_PROMPTS[id].prompt });

/**
 * The actions for a page, context-relevant first: the Get Started Guide (no connections yet), Daily Insight (home),
 * Smart Connections (home and /connections, where it asks Link; elsewhere it goes to /connections), then Chat with
 * Link, Team Building (not on /insights, which is a chat already) and Smart Connections elsewhere.
 */
export function quickActionsFor({ pathname, connectionCount }: QuickActionContext): QuickAction[] {
  const onHome = pathname === '/';
  const smartHere = onHome || pathname === '/connections' || pathname.startsWith('/connections/');
  const relevant: QuickAction[] = [];
  const rest: QuickAction[] = [];
  if (connectionCount === 0) {
    relevant.push({
      key: 'getStartedGuide',
      label: QUICK_ACTION_PROMPTS.getStartedGuide.label,
      description: 'Your first steps, with Link',
      behaviour: withPrompt('getStartedGuide'),
      badge: START_HERE,
    });
  }
  if (onHome) {
    relevant.push({
      key: 'dailyInsight',
      label: QUICK_ACTION_PROMPTS.dailyInsight.label,
      description: 'One tip for today',
      behaviour: withPrompt('dailyInsight'),
    });
  }
  const smart: QuickAction = {
    key: 'smartConnections',
    label: QUICK_ACTION_PROMPTS.smartConnections.label,
    description: smartHere ? 'Who to reach out to this week' : 'Go to your connections',
    behaviour: smartHere ? withPrompt('smartConnections') : { kind: 'navigate', to: '/connections' },
  };
  if (smartHere) relevant.push(smart);
  rest.push({ key: 'chat', label: CHAT_WITH_LINK, description: 'Ask your AI workplace advisor', behaviour: { kind: 'chat', prompt: null } });
  if (pathname !== '/insights' && !pathname.startsWith('/insights/')) {
    rest.push({
      key: 'teamBuilding',
      label: QUICK_ACTION_PROMPTS.teamBuilding.label,
      description: 'An activity for your team',
      behaviour: withPrompt('teamBuilding'),
    });
  }
  if (!smartHere) rest.push(smart);
  return [...relevant, ...rest].slice(0, MAX_QUICK_ACTIONS);
}

// The 'New insights!' badge --------------------------------------------------------------------------------------

export const LAST_CHAT_USE_STORAGE_KEY = 'kindred.advisor.last-used';
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the badge shows after the page loads, and when it goes. */
export const NEW_INSIGHTS_WINDOW = { showAfterMs: 3000, hideAfterMs: 8000 } as const;

/** True when the chat has not been used in the 24 hours before `now` (or ever). */
export function newInsightsDue(lastUsedAt: number | null, now: number): boolean {
  return lastUsedAt === null || now - lastUsedAt >= DAY_MS;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function readLastChatUse(): number | null {
  return readStored(LAST_CHAT_USE_STORAGE_KEY, isTime);
}

export function recordChatUse(now = Date.now()): void {
  writeStored(LAST_CHAT_USE_STORAGE_KEY, now);
}

// Showing the menu ----------------------------------------------------------------------------------------------

/** The specification's key for the menu's visibility. */
export const QUICK_ACTIONS_ENABLED_KEY = 'quickActionsEnabled';

function readRaw(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Shown unless the member hid it. */
export function readQuickActionsEnabled(): boolean {
  return readRaw(QUICK_ACTIONS_ENABLED_KEY) !== 'false';
}

export function writeQuickActionsEnabled(enabled: boolean): void {
  writeStored(QUICK_ACTIONS_ENABLED_KEY, enabled);
}
