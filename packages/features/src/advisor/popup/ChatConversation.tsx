import type { AdvisorLink, AdvisorLinkKind } from '@kindred/contracts/api/advisor';
import { Button } from '@kindred/ui/Button';
import { VisuallyHidden } from '@kindred/ui/VisuallyHidden';
import { BookOpen, CalendarDays, LayoutGrid, Puzzle, Zap, type LucideIcon } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { QUICK_CHIPS, WELCOME_PROMPT_CARDS } from '../content/conversation.ts';
import { isEmptyConversation, type ChatMessage } from '../chat/chat-state.ts';
import * as styles from './LinkPopup.css.ts';

const LINK_ICONS: Record<AdvisorLinkKind, LucideIcon> = {
  resource: BookOpen,
  activity: Puzzle,
  'activities-page': LayoutGrid,
  'quick-connect': Zap,
  'calendar-event': CalendarDays,
};

/** The suggested prompts of the empty state: the first three of the insights page's welcome cards. */
export const POPUP_SUGGESTED_PROMPTS = WELCOME_PROMPT_CARDS.slice(0, 3);

export interface ChatConversationProps {
  messages: ChatMessage[];
  /** The greeting's words (worded with the member's current name and organisation). */
  greeting: string;
  busy: boolean;
  onSend: (text: string) => void;
  onFollow: (link: AdvisorLink) => void;
}

function Links({ links, onFollow }: { links: AdvisorLink[]; onFollow: (link: AdvisorLink) => void }) {
  return (
    <div className={styles.links}>
      {links.map((link, index) => {
        const Icon = LINK_ICONS[link.kind] ?? LayoutGrid;
        return (
          <Button key={`${link.kind}-${index}`} size="sm" variant="secondary" onPress={() => onFollow(link)}>
            <Icon aria-hidden="true" size="1rem" />
            {link.label}
          </Button>
        );
      })}
    </div>
  );
}

function Message({ message, greeting, onFollow }: { message: ChatMessage; greeting: string; onFollow: (link: AdvisorLink) => void }) {
  const fromLink = message.role === 'assistant';
  const waiting = message.streaming && message.content.length === 0;
  return (
    <div className={styles.message} data-role={message.role} data-streaming={message.streaming || undefined} data-offline={message.offline || undefined}>
      {/* Text only, never markup: the reply is shown exactly as written. */}
      <p className={styles.bubble}>
        <VisuallyHidden>{fromLink ? 'Link: ' : 'You: '}</VisuallyHidden>
        {waiting ? (
          <span className={styles.typing} data-typing="">
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.dot} aria-hidden="true" />
            <VisuallyHidden>Link is typing...</VisuallyHidden>
          </span>
        ) : (
          <>
            {message.greeting ? greeting : message.content}
            {message.streaming && <span className={styles.caret} aria-hidden="true" data-caret="" />}
          </>
        )}
      </p>
      {!message.streaming && message.links && message.links.length > 0 && <Links links={message.links} onFollow={onFollow} />}
    </div>
  );
}

function Suggestions({ busy, onSend }: { busy: boolean; onSend: (text: string) => void }) {
  return (
    <div className={styles.suggestions}>
      <h3 className={styles.suggestionHeading}>Suggested prompts</h3>
      <ul className={styles.prompts}>
        {POPUP_SUGGESTED_PROMPTS.map((card) => (
          <li key={card.title}>
            <Button size="sm" variant="secondary" className={styles.promptButton} isDisabled={busy} onPress={() => onSend(card.prompt)}>
              {card.title}
            </Button>
          </li>
        ))}
      </ul>
      <h3 className={styles.suggestionHeading}>Quick questions</h3>
      <ul className={styles.chips}>
        {QUICK_CHIPS.map((chip) => (
          <li key={chip.label}>
            <Button size="sm" variant="ghost" isDisabled={busy} onPress={() => onSend(chip.prompt)}>
              {chip.label}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The conversation, newest last, kept scrolled to the end: a log read out politely as replies finish (it is busy,
 * and so quiet, while one streams in). While only the greeting is there, the suggested prompts and quick questions
 * follow it.
 */
export function ChatConversation({ messages, greeting, busy, onSend, onFollow }: ChatConversationProps) {
  const ref = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, last?.content, last?.streaming]);
  return (
    <div ref={ref} className={styles.log} role="log" aria-live="polite" aria-label="Conversation with Link" aria-busy={busy} tabIndex={0}>
      {messages.map((message) => (
        <Message key={message.id} message={message} greeting={greeting} onFollow={onFollow} />
      ))}
      {isEmptyConversation(messages) && <Suggestions busy={busy} onSend={onSend} />}
    </div>
  );
}
