import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Page } from '@kindred/ui/Page';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import { TextArea } from '@kindred/ui/TextArea';
import { toast } from '@kindred/ui/Toast';
import { FlaskConical } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { estimateTokens } from '../context/analytics.ts';
import * as styles from './Dev.css.ts';

export const AI_DEV_DEMO_TITLE = 'AI dev-tools demo';
/** The simulated rate limit's words (docs/product.md#errors). */
export const DEMO_RATE_LIMIT = 'Rate limit exceeded. Please try again in a moment.';
const DEMO_REPLY_DELAY_MS = 1500;
/** One question in ten fails with the simulated rate limit. */
const DEMO_ERROR_RATE = 0.1;
/** The demo's cost estimate, in US dollars per million tokens. */
const DEMO_COST_PER_MILLION_TOKENS = 2.8;

export const DEMO_REPLIES: readonly string[] = [
  'This is a canned reply from the simulation. In the app, Link answers from your profile, calendar and connections.',
  'Simulated answer: try a 15-minute Quick Connect with someone from another team this week.',
  'Simulated answer: a short gratitude round at the start of a meeting is an easy way to build trust.',
];

export interface AiDevDemoProps {
  /** Decides each simulated failure (a failure below the error rate); Math.random by default. */
  random?: () => number;
  /** How long a canned reply takes. Default 1.5 s. */
  replyDelayMs?: number;
}

interface DemoMessage {
  id: number;
  role: 'user' | 'assistant';
  text: string;
}

/**
 * /ai-dev-demo, a developers' page (docs/decisions.md#two-readings): a mock chat that never calls Link. Each
 * question gets one of a few canned replies after 1.5 s, or, one time in ten, the simulated rate limit, so the
 * chat's waiting and failure states can be tried by hand. The page says plainly that it is a simulation.
 */
export function AiDevDemo({ random = Math.random, replyDelayMs = DEMO_REPLY_DELAY_MS }: AiDevDemoProps) {
  const [messages, setMessages] = useState<DemoMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [failures, setFailures] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(1);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const replies = messages.filter((message) => message.role === 'assistant').length;
  const tokens = messages.reduce((sum, message) => sum + estimateTokens(message.text), 0);
  const cost = (tokens / 1_000_000) * DEMO_COST_PER_MILLION_TOKENS;

  const send = () => {
    const text = draft.trim();
    if (!text || waiting) return;
    setMessages((list) => [...list, { id: nextId.current++, role: 'user', text }]);
    setDraft('');
    setWaiting(true);
    const fails = random() < DEMO_ERROR_RATE;
    timer.current = setTimeout(() => {
      setWaiting(false);
      if (fails) {
        setFailures((count) => count + 1);
        toast.show({ title: DEMO_RATE_LIMIT, severity: 'error', position: 'top-center' });
        return;
      }
      setMessages((list) => [...list, { id: nextId.current++, role: 'assistant', text: DEMO_REPLIES[replies % DEMO_REPLIES.length]! }]);
    }, replyDelayMs);
  };

  return (
    <Page title={AI_DEV_DEMO_TITLE} width="narrow" description="The advisor chat's states, without calling the advisor.">
      <Stack space="lg">
        <div className={styles.notice}>
          <FlaskConical aria-hidden="true" size="1.25rem" />
          <Stack space="xs">
            <Badge tone="caution">Simulation for developers</Badge>
            <Text>
              Replies here are canned and arrive after {replyDelayMs / 1000} seconds, and about one question in ten fails with a simulated rate
              limit. Nothing is sent to Link or stored.
            </Text>
          </Stack>
        </div>
        <Card title="Mock chat" titleLevel={2}>
          <Stack space="md">
            <ol className={styles.conversation} aria-label="Mock conversation" aria-live="polite">
              {messages.map((message) => (
                <li key={message.id} className={styles.message} data-role={message.role}>
                  <Text as="span" size="sm" weight="semibold">
                    {message.role === 'user' ? 'You' : 'Mock Link'}:{' '}
                  </Text>
                  {message.text}
                </li>
              ))}
              {waiting && (
                <li className={styles.message} data-role="assistant">
                  Thinking...
                </li>
              )}
            </ol>
            <form
              className={styles.composer}
              onSubmit={(event) => {
                event.preventDefault();
                send();
              }}
            >
              <TextArea
                className={styles.grow}
                label="Message"
                rows={2}
                value={draft}
                onChange={setDraft}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    send();
                  }
                }}
              />
              <Button type="submit" isDisabled={!draft.trim()} isPending={waiting} pendingLabel="Waiting for the mock reply...">
                Send
              </Button>
            </form>
            <Text size="sm" tone="secondary">
              {`Replies: ${replies} · Simulated rate limits: ${failures} · About ${tokens} tokens, estimated $${cost.toFixed(6)} at $${DEMO_COST_PER_MILLION_TOKENS.toFixed(2)} per million`}
            </Text>
          </Stack>
        </Card>
      </Stack>
    </Page>
  );
}
