import type { AdvisorLink, AdvisorModel } from '@kindred/contracts/api/advisor';
import type { TraitKey } from '@kindred/contracts/domain/hexaco';
import { useCurrentUser } from '@kindred/features/auth';
import { PersonaInsightsPanel, TRAITS } from '@kindred/features/persona';
import { toNormalizedProfile, useOwnProfile, useSelectedOrganization } from '@kindred/features/profile';
import { takeAskLinkHandover, type AskLinkHandover } from '@kindred/features/shared';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Heading } from '@kindred/ui/Heading';
import { IconButton } from '@kindred/ui/IconButton';
import { Page } from '@kindred/ui/Page';
import { Skeleton, SkeletonGroup } from '@kindred/ui/Skeleton';
import { Text } from '@kindred/ui/Text';
import { TextArea, CHAT_INPUT_MAX_HEIGHT } from '@kindred/ui/TextArea';
import { toast } from '@kindred/ui/Toast';
import { ToggleButton, ToggleButtonGroup } from '@kindred/ui/ToggleButtonGroup';
import { VisuallyHidden } from '@kindred/ui/VisuallyHidden';
import {
  BookOpen,
  Building2,
  CalendarClock,
  CalendarDays,
  Handshake,
  MessageSquarePlus,
  Puzzle,
  SendHorizontal,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFollowLink } from '../chat/follow-link.ts';
import { readDailyUsage } from '../chat/limits.ts';
import { POPULAR_QUESTIONS, QUICK_CHIPS, WELCOME_PROMPT_CARDS } from '../content/conversation.ts';
import type { PageContext } from '../context/ai-context.ts';
import { HANDOVER_HIGHLIGHT_MS, INSIGHTS_TEXT, MODEL_LABELS, onlyGreeting, questionsLeft } from './insights-chat.ts';
import * as styles from './Insights.css.ts';
import { InsightsMessage } from './InsightsMessage.tsx';
import { QuickPromptsDrawer } from './QuickPromptsDrawer.tsx';
import { useInsightsChat } from './use-insights-chat.ts';

export const INSIGHTS_TITLE = 'Workplace Insights';
const NEW_CHAT = 'New chat';
const POPULAR_QUESTIONS_TITLE = 'Popular questions';

const TOPIC_ICONS: Record<string, LucideIcon> = { Users, CalendarDays, BookOpen, Puzzle, Building2, Sparkles, CalendarClock, Handshake };

export interface InsightsScreenProps {
  /**
   * Follows a link of a reply; Link's own (`useFollowLink`: the page it names, with its toast) unless given.
   */
  onFollowLink?: (link: AdvisorLink) => void;
  /** Questions a day per model; the configured defaults (Flash 25, Pro 0) unless given. */
  dailyLimits?: Partial<Record<AdvisorModel, number>>;
}

function toPageContext(handover: AskLinkHandover): PageContext {
  return { ...handover.context };
}

/**
 * /insights (docs/product.md#screens-and-routes "Part two's screens"): Link's full page. The conversation (a greeting
 * when empty, topics, quick chips and popular questions, '/' for quick prompts, Enter to send and Shift+Enter for a
 * new line, replies streamed in with their links, Copy, like and dislike), the model (Flash or Pro) with what is left
 * of the day, 'New chat', a prompt handed over from another page, and beside it the member's persona: their traits,
 * archetype and profile.
 */
export function InsightsScreen({ onFollowLink, dailyLimits }: InsightsScreenProps) {
  const user = useCurrentUser();
  const owner = user.status === 'SIGNED_IN' && user.id ? { id: user.id, email: user.email } : null;
  const organization = useSelectedOrganization()?.name ?? null;
  const profile = useOwnProfile(owner);
  const normalized = useMemo(() => (profile.data ? toNormalizedProfile(profile.data) : null), [profile.data]);
  const firstName = user.firstname.trim() || normalized?.firstName || '';
  const chat = useInsightsChat({ dailyLimits });
  const followLink = useFollowLink();
  const [draft, setDraft] = useState('');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(false);
  const pageContext = useRef<PageContext | null>(null);
  const input = useRef<HTMLTextAreaElement | null>(null);
  const listEnd = useRef<HTMLDivElement | null>(null);
  const handover = useRef<AskLinkHandover | null | undefined>(undefined);

  // A prompt handed over from another page: in the input, focused, highlighted for a moment; its context goes with it.
  useEffect(() => {
    handover.current ??= takeAskLinkHandover();
    const given = handover.current;
    if (!given) return;
    setDraft(given.prompt);
    pageContext.current = toPageContext(given);
    setHighlighted(true);
    input.current?.focus();
    const timer = setTimeout(() => setHighlighted(false), HANDOVER_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, []);

  // The newest message in sight.
  const count = chat.messages.length;
  const last = chat.messages[count - 1]?.content.length ?? 0;
  useEffect(() => {
    if (count > 1) listEnd.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count, last]);

  const busy = chat.phase !== 'idle';
  const send = (text: string) => {
    if (chat.send(text, pageContext.current)) {
      setDraft('');
      pageContext.current = null;
    }
  };
  const fill = (prompt: string) => {
    setDraft(prompt);
    // After the drawer has given focus back.
    requestAnimationFrame(() => input.current?.focus());
  };
  const copy = (text: string) => {
    const done = () => toast.success(INSIGHTS_TEXT.copied, { duration: 3000 });
    const failed = () => toast.error(INSIGHTS_TEXT.copyFailed);
    try {
      void navigator.clipboard.writeText(text).then(done, failed);
    } catch {
      failed();
    }
  };
  /** Puts a question in the box, with what it is about, for the member to send or change. */
  const prefill = (question: string, context: PageContext) => {
    setDraft(question);
    pageContext.current = context;
    input.current?.focus();
  };
  const askAboutTrait = (trait: TraitKey) => {
    const info = TRAITS[trait];
    prefill(`What does my ${info.name} score mean for how I work, and how can I use it well?`, {
      type: 'persona-trait',
      title: info.name,
      description: info.description,
      category: 'HEXACO',
    });
  };
  const askAboutArchetype = () => {
    const name = normalized?.archetype.name ?? 'my archetype';
    prefill(`What does being ${name} mean for how I work with others, and what should I watch for?`, {
      type: 'archetype',
      title: name,
      description: 'My archetype',
      category: 'Archetype',
    });
  };
  const usage = readDailyUsage();
  const limit = chat.dailyLimit(chat.model);
  const left = questionsLeft(chat.model, usage, Date.now(), limit);
  const follow = onFollowLink ?? ((link: AdvisorLink) => followLink(link));

  return (
    <Page
      title={INSIGHTS_TITLE}
      description="Ask Link, your AI workplace advisor, and see what your persona says about how you work."
      actions={
        <Button variant="secondary" onPress={chat.newChat}>
          <MessageSquarePlus aria-hidden="true" size="1rem" />
          {NEW_CHAT}
        </Button>
      }
    >
      <div className={styles.layout}>
        <section className={styles.chat} aria-labelledby="insights-chat-title">
          <div className={styles.toolbar}>
            <Heading level={2} size="md" id="insights-chat-title">
              Chat with Link
            </Heading>
            <div className={styles.modelChoice}>
              <ToggleButtonGroup
                aria-label="Model"
                size="sm"
                selectionMode="single"
                disallowEmptySelection
                selectedKeys={[chat.model]}
                onSelectionChange={(keys) => {
                  const [key] = [...keys];
                  if (key === 'flash' || key === 'pro') chat.setModel(key);
                }}
              >
                <ToggleButton id="flash">{MODEL_LABELS.flash}</ToggleButton>
                <ToggleButton id="pro">{MODEL_LABELS.pro}</ToggleButton>
              </ToggleButtonGroup>
              <Text size="sm" tone="secondary">
                {limit === 0 ? `${MODEL_LABELS[chat.model]} is not available today` : `${left} of ${limit} questions left today`}
              </Text>
            </div>
          </div>

          <ol className={styles.messages} aria-label="Conversation">
            {chat.messages.map((message, index) => (
              <InsightsMessage
                key={message.id}
                message={message}
                firstName={firstName}
                organization={organization}
                isStreaming={busy && index === chat.messages.length - 1 && message.role === 'assistant'}
                onCopy={copy}
                onFeedback={chat.giveFeedback}
                onFollowLink={follow}
              />
            ))}
          </ol>
          <div ref={listEnd} />
          {/* What the conversation is doing, for screen readers (the visible 'Analyzing...' is in the reply). */}
          <VisuallyHidden aria-live="polite">{chat.phase === 'waiting' ? 'Link is working on your question.' : ''}</VisuallyHidden>

          {onlyGreeting(chat.messages) && (
            <>
              <section aria-labelledby="insights-topics">
                <Heading level={3} size="sm" id="insights-topics">
                  Start with a topic
                </Heading>
                <ul className={styles.topics}>
                  {WELCOME_PROMPT_CARDS.map((card) => {
                    const Icon = TOPIC_ICONS[card.icon] ?? Sparkles;
                    return (
                      <li key={card.title}>
                        <Card
                          className={styles.topic}
                          title={card.title}
                          titleLevel={4}
                          description={card.description}
                          headerAction={<Icon aria-hidden="true" size="1.25rem" className={styles.topicIcon} />}
                          onPress={() => send(card.prompt)}
                          isDisabled={busy}
                          padding="sm"
                        >
                          <Badge tone="neutral" size="sm">
                            {card.category}
                          </Badge>
                        </Card>
                      </li>
                    );
                  })}
                </ul>
              </section>
              <section aria-labelledby="insights-popular">
                <Heading level={3} size="sm" id="insights-popular">
                  {POPULAR_QUESTIONS_TITLE}
                </Heading>
                <ul className={styles.strip}>
                  {POPULAR_QUESTIONS.map((question) => (
                    <li key={question}>
                      <Button variant="ghost" size="sm" className={styles.promptButton} onPress={() => send(question)} isDisabled={busy}>
                        {question}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )}

          <ul className={styles.strip} aria-label="Quick questions">
            {QUICK_CHIPS.map((chip) => (
              <li key={chip.label}>
                <Button variant="secondary" size="sm" onPress={() => send(chip.prompt)} isDisabled={busy}>
                  {chip.label}
                </Button>
              </li>
            ))}
          </ul>

          <form
            className={styles.composer}
            onSubmit={(event) => {
              event.preventDefault();
              send(draft);
            }}
          >
            <div className={styles.input} data-highlighted={highlighted || undefined}>
              <TextArea
                label="Message Link"
                description="Enter to send, Shift+Enter for a new line, / for quick prompts."
                placeholder="Ask about your colleagues, your calendar or your team..."
                rows={2}
                maxHeight={CHAT_INPUT_MAX_HEIGHT.insights}
                value={draft}
                textAreaRef={input}
                onChange={(value) => {
                  // '/' typed into an empty input opens the quick prompts instead.
                  if (value === '/' && draft === '') {
                    setDrawerOpen(true);
                    return;
                  }
                  setDraft(value);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    send(draft);
                  }
                }}
              />
            </div>
            <IconButton type="submit" label="Send" variant="primary" isDisabled={!draft.trim() && !busy} isPending={busy} pendingLabel={INSIGHTS_TEXT.analyzing}>
              <SendHorizontal />
            </IconButton>
          </form>
        </section>

        {normalized ? (
          <PersonaInsightsPanel profile={normalized} onAskLink={askAboutTrait} onAskAboutArchetype={askAboutArchetype} />
        ) : profile.isError ? (
          <Card title="Your persona" titleLevel={2}>
            <Text tone="secondary">{profile.error.message}</Text>
            <Button variant="secondary" onPress={() => void profile.refetch()}>
              Try again
            </Button>
          </Card>
        ) : (
          <SkeletonGroup label="Loading your persona...">
            <Skeleton shape="rect" height="16rem" />
            <Skeleton shape="rect" height="10rem" />
          </SkeletonGroup>
        )}
      </div>
      <QuickPromptsDrawer isOpen={drawerOpen} onOpenChange={setDrawerOpen} onChoose={fill} />
    </Page>
  );
}
