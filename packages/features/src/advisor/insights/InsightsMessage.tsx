import type { AdvisorFeedbackValue, AdvisorLink } from '@kindred/contracts/api/advisor';
import { Button } from '@kindred/ui/Button';
import { IconButton } from '@kindred/ui/IconButton';
import { ToggleButton, ToggleButtonGroup } from '@kindred/ui/ToggleButtonGroup';
import { VisuallyHidden } from '@kindred/ui/VisuallyHidden';
import { ArrowRight, Copy, ThumbsDown, ThumbsUp } from 'lucide-react';
import { INSIGHTS_TEXT, MODEL_LABELS, greetingWords, type InsightsMessage as Message } from './insights-chat.ts';
import * as styles from './Insights.css.ts';

export interface InsightsMessageProps {
  message: Message;
  firstName: string;
  organization: string | null;
  /** True while this is the reply on its way. */
  isStreaming: boolean;
  onCopy: (text: string) => void;
  onFeedback: (message: Message, feedback: AdvisorFeedbackValue) => void;
  onFollowLink: (link: AdvisorLink) => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * One message of the conversation. The text is plain text (never HTML); a reply's links are buttons under it; a
 * finished reply has Copy, like and dislike, and the time it came.
 */
export function InsightsMessage({ message, firstName, organization, isStreaming, onCopy, onFeedback, onFollowLink }: InsightsMessageProps) {
  const text = message.greeting ? greetingWords(message.greeting, firstName, organization) : message.content;
  const isReply = message.role === 'assistant' && !message.greeting;
  const finished = isReply && !isStreaming && text.length > 0;
  return (
    <li className={styles.message} data-role={message.role} data-message-id={message.id}>
      <div className={styles.bubble} aria-busy={isStreaming || undefined}>
        <VisuallyHidden>{message.role === 'user' ? 'You: ' : 'Link: '}</VisuallyHidden>
        {text || <span className={styles.analyzing}>{INSIGHTS_TEXT.analyzing}</span>}
      </div>
      {finished && message.links && message.links.length > 0 && (
        <div className={styles.links} role="group" aria-label="Links in this reply">
          {message.links.map((link, index) => (
            <Button key={`${link.kind}-${index}`} variant="secondary" size="sm" onPress={() => onFollowLink(link)}>
              {link.label}
              <ArrowRight aria-hidden="true" size="1rem" />
            </Button>
          ))}
        </div>
      )}
      {(finished || message.role === 'user' || message.greeting) && (
        <div className={styles.meta}>
          {finished && (
            <>
              <IconButton label="Copy" size="sm" onPress={() => onCopy(text)}>
                <Copy />
              </IconButton>
              {message.replyId && (
                <ToggleButtonGroup
                  aria-label="Rate this reply"
                  size="sm"
                  selectionMode="single"
                  disallowEmptySelection
                  selectedKeys={message.feedback ? [message.feedback] : []}
                  onSelectionChange={(keys) => {
                    const [key] = [...keys];
                    if (key === 'like' || key === 'dislike') onFeedback(message, key);
                  }}
                >
                  <ToggleButton id="like" aria-label="Like">
                    <ThumbsUp aria-hidden="true" size="1rem" />
                  </ToggleButton>
                  <ToggleButton id="dislike" aria-label="Dislike">
                    <ThumbsDown aria-hidden="true" size="1rem" />
                  </ToggleButton>
                </ToggleButtonGroup>
              )}
              {message.model && <span>{MODEL_LABELS[message.model]}</span>}
            </>
          )}
          <time dateTime={new Date(message.timestamp).toISOString()}>{timeFormat.format(message.timestamp)}</time>
        </div>
      )}
    </li>
  );
}
