import { useCurrentUser } from '@kindred/features/auth';
import { useOwnProfileView } from '@kindred/features/profile';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '@kindred/ui/Menu';
import { VisuallyHidden } from '@kindred/ui/VisuallyHidden';
import { CalendarHeart, Compass, EyeOff, Lightbulb, MessageCircle, Users, Zap, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ADVISOR_EVENTS, recordAdvisorEvent } from '../context/analytics.ts';
import type { LinkOpenOptions } from '../launch.ts';
import {
  NEW_INSIGHTS,
  NEW_INSIGHTS_WINDOW,
  newInsightsDue,
  quickActionsFor,
  readLastChatUse,
  readQuickActionsEnabled,
  writeQuickActionsEnabled,
  type QuickActionKey,
} from './quick-actions.ts';
import * as styles from './QuickActionsMenu.css.ts';

const ICONS: Record<QuickActionKey, LucideIcon> = {
  chat: MessageCircle,
  dailyInsight: Lightbulb,
  smartConnections: Users,
  teamBuilding: CalendarHeart,
  getStartedGuide: Compass,
};

export const HIDE_QUICK_ACTIONS = 'Hide quick actions';
export const ENABLE_QUICK_ACTIONS = 'Enable quick actions';
const QUICK_ACTIONS_LABEL = 'Quick actions';

export interface QuickActionsMenuProps {
  /** Opens Link's chat, with a prompt to send when the action has one. */
  onOpenChat: (options: LinkOpenOptions) => void;
  /** While the chat is open its window sits where the button is: the button is hidden, the pill too. */
  isHidden?: boolean;
  /** When 'New insights!' appears and goes after the page loads (3 s and 8 s by default). */
  newInsightsWindow?: { showAfterMs: number; hideAfterMs: number };
  /** The main button, to give it the focus back when the chat closes. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * The quick-actions menu (docs/product.md#screens-and-routes "Quick-actions menu"): a main button bottom-right that
 * opens at most five actions, those that fit the page first; most open Link's chat and send a preset prompt. Escape
 * or a press outside closes it. 'New insights!' pulses on it for a while after the page loads when the chat has not
 * been used for a day. 'Hide quick actions' hides it (remembered), and an 'Enable quick actions' pill bottom-left
 * brings it back. The pill shows whenever the menu is hidden, the walkthrough done or not: the specification shows it
 * after the walkthrough, and a member who hid the menu before finishing the tour would otherwise have no way back.
 */
export function QuickActionsMenu({ onOpenChat, isHidden = false, newInsightsWindow = NEW_INSIGHTS_WINDOW, triggerRef }: QuickActionsMenuProps) {
  const user = useCurrentUser();
  const owner = user.status === 'SIGNED_IN' && user.id ? { id: user.id, email: user.email } : null;
  const profile = useOwnProfileView(owner);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [enabled, setEnabled] = useState(readQuickActionsEnabled);
  const [newInsights, setNewInsights] = useState(false);
  const pillRef = useRef<HTMLButtonElement>(null);
  const ownTrigger = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'trigger' | 'pill' | null>(null);

  const { showAfterMs, hideAfterMs } = newInsightsWindow;
  useEffect(() => {
    if (!newInsightsDue(readLastChatUse(), Date.now())) return;
    const show = setTimeout(() => setNewInsights(true), showAfterMs);
    const hide = setTimeout(() => setNewInsights(false), hideAfterMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [showAfterMs, hideAfterMs]);

  // Hiding or showing the menu keeps the focus on what replaced it.
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'trigger') ownTrigger.current?.focus();
    if (target === 'pill') pillRef.current?.focus();
  }, [enabled]);

  const setTriggerRef = (element: HTMLButtonElement | null) => {
    ownTrigger.current = element;
    if (typeof triggerRef === 'function') triggerRef(element);
    else if (triggerRef) (triggerRef as { current: HTMLButtonElement | null }).current = element;
  };

  const actions = quickActionsFor({ pathname, connectionCount: profile.data?.connectionCount ?? null });

  const setShown = (shown: boolean) => {
    focusAfter.current = shown ? 'trigger' : 'pill';
    writeQuickActionsEnabled(shown);
    setEnabled(shown);
  };

  const run = (key: string) => {
    if (key === 'hide') {
      setShown(false);
      return;
    }
    const action = actions.find((candidate) => candidate.key === key);
    if (!action) return;
    if (user.id) recordAdvisorEvent(user.id, ADVISOR_EVENTS.quickAction, { action: action.key });
    setNewInsights(false);
    if (action.behaviour.kind === 'navigate') void navigate(action.behaviour.to);
    else onOpenChat(action.behaviour.prompt ? { prompt: action.behaviour.prompt, send: true } : {});
  };

  if (isHidden) return null;
  if (!enabled) {
    return (
      <div className={styles.pill}>
        <Button ref={pillRef} size="sm" variant="secondary" onPress={() => setShown(true)}>
          <Zap aria-hidden="true" size="1rem" />
          {ENABLE_QUICK_ACTIONS}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.corner}>
      <MenuTrigger>
        <Button ref={setTriggerRef} className={styles.trigger} data-quick-actions="">
          <Zap aria-hidden="true" size="1.25rem" />
          <VisuallyHidden>{QUICK_ACTIONS_LABEL}</VisuallyHidden>
          {newInsights && (
            <Badge tone="caution" size="sm" className={`${styles.triggerBadge} ${styles.pulsing}`}>
              {NEW_INSIGHTS}
            </Badge>
          )}
        </Button>
        <Menu aria-label={QUICK_ACTIONS_LABEL} placement="top end" popoverClassName={styles.menuPopover} onAction={(key) => run(String(key))}>
          {actions.map((action) => {
            const Icon = ICONS[action.key];
            const badge = action.badge ?? (action.key === 'chat' && newInsights ? NEW_INSIGHTS : undefined);
            return (
              <MenuItem key={action.key} id={action.key} textValue={action.label} icon={<Icon />} description={action.description}>
                <span className={styles.itemLabel}>
                  {action.label}
                  {badge && (
                    <Badge tone={badge === NEW_INSIGHTS ? 'caution' : 'accent'} size="sm" className={badge === NEW_INSIGHTS ? styles.pulsing : undefined}>
                      {badge}
                    </Badge>
                  )}
                </span>
              </MenuItem>
            );
          })}
          <MenuSeparator />
          <MenuItem id="hide" textValue={HIDE_QUICK_ACTIONS} icon={<EyeOff />}>
            {HIDE_QUICK_ACTIONS}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  );
}
