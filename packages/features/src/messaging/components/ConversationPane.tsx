import { CHAT_MESSAGE_MAX, type ChatMessage, type Conversation } from '@kindred/contracts/api/chat';
import { errorMessage } from '@kindred/features/shared';
import { Avatar } from '@kindred/ui/Avatar';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { EmptyState } from '@kindred/ui/EmptyState';
import { Heading } from '@kindred/ui/Heading';
import { NativeSelect } from '@kindred/ui/NativeSelect';
import { Text } from '@kindred/ui/Text';
import { TextArea } from '@kindred/ui/TextArea';
import { deferred } from '@kindred/ui/lazy';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useThread } from '../api/get-thread.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useSetRelationship } from '../api/set-relationship.ts';
import { nameOf } from '../utils/conversations.ts';
import * as styles from './Messages.css.ts';

const ConnectionInsightsDialog = deferred(() => import('./ConnectionInsightsDialog.tsx').then((m) => m.ConnectionInsightsDialog));
const EventInvitationDialog = deferred(() => import('./EventInvitationDialog.tsx').then((m) => m.EventInvitationDialog));

const NO_CHAT_SELECTED = 'Select a conversation';
const TOO_LONG = `Messages can be at most ${CHAT_MESSAGE_MAX.toLocaleString('en-US')} characters.`;
const STATUS_LABELS = { sending: 'Sending…', sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Not sent' } as const;

/** A message on its way: shown at once as 'sending'; on failure it stays, with its error and Retry, until sent. */
interface Pending {
  localId: string;
  content: string;
  /** The same key on every attempt, so the server stores it once however many times it is sent. */
  idempotencyKey: string;
  state: 'sending' | 'failed';
  error?: string;
  timestamp: string;
}

export interface ConversationPaneProps {
  self: { id: string; email: string };
  /** Null: no chat selected; the input is disabled. */
  conversation: Conversation | null;
}

function timeOf(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The conversation: its messages oldest first, the statuses of the member's own, and the box to write in. */
export function ConversationPane({ self, conversation }: ConversationPaneProps) {
  const [createdChatId, setCreatedChatId] = useState<string | null>(null);
  const chatId = conversation?.chatId ?? createdChatId;
  const thread = useThread(chatId, self.email, conversation?.email ?? '');
  const [pending, setPending] = useState<Pending[]>([]);
  const [draft, setDraft] = useState('');
  const [dialog, setDialog] = useState<'insights' | 'invite' | null>(null);
  const relationship = useSetRelationship(self.id);
  const markRead = useMarkRead(self.id);
  const sendMessage = useSendMessage(self.id);
  const messages = thread.data?.messages ?? [];

  // Opening the conversation reads it: whenever a message from the other member is here that was not read yet.
  const lastMarked = useRef(0);
  const lastIncoming = messages.reduce((max, m) => (m.isCurrentUser ? max : Math.max(max, Number(m.id))), 0);
  useEffect(() => {
    if (!chatId || lastIncoming <= lastMarked.current || document.visibilityState !== 'visible') return;
    lastMarked.current = lastIncoming;
    markRead(chatId).catch((error: unknown) => console.warn('Could not mark the conversation read', error));
  }, [chatId, lastIncoming, markRead]);

  // The newest message in view as messages arrive.
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length + pending.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  const attempt = async (message: Pending) => {
    setPending((list) => list.map((p) => (p.localId === message.localId ? { ...p, state: 'sending', error: undefined } : p)));
    try {
      await sendMessage({
        chatId,
        peerId: conversation!.memberId,
        content: message.content,
        idempotencyKey: message.idempotencyKey,
        onChatOpened: setCreatedChatId,
      });
      setPending((list) => list.filter((p) => p.localId !== message.localId));
    } catch (error) {
      setPending((list) =>
        list.map((p) => (p.localId === message.localId ? { ...p, state: 'failed', error: errorMessage(error, 'Your message was not sent.') } : p)),
      );
    }
  };

  const tooLong = draft.length > CHAT_MESSAGE_MAX;
  const send = () => {
    const content = draft.trim();
    if (!conversation || !content || tooLong) return;
    const message: Pending = {
      localId: crypto.randomUUID(),
      content,
      idempotencyKey: crypto.randomUUID(),
      state: 'sending',
      timestamp: new Date().toISOString(),
    };
    setPending((list) => [...list, message]);
    setDraft('');
    void attempt(message);
  };

  const name = conversation ? nameOf(conversation) : '';
  return (
    <section className={styles.panel} aria-label={conversation ? `Conversation with ${name}` : 'Conversation'}>
      {conversation ? (
        <div className={styles.paneHeader}>
          <Avatar name={name} src={conversation.profilePicture} isDecorative />
          <div className={styles.paneTitle}>
            <Heading level={2} size="sm">
              {name}
            </Heading>
            <Text size="sm" tone="secondary">
              {[conversation.title, conversation.department].filter(Boolean).join(' · ') || conversation.email}
            </Text>
          </div>
          {conversation.archetype && <Badge tone="info">{conversation.archetype}</Badge>}
          {conversation.relationship && <Badge tone="accent">{conversation.relationship === 'mentor' ? 'Mentor' : 'Mentee'}</Badge>}
          {conversation.isConnection && (
            <NativeSelect
              label="Relationship"
              value={conversation.relationship ?? 'none'}
              isDisabled={relationship.isPending}
              onChange={(value) => relationship.mutate({ memberId: conversation.memberId, relationship: value as 'mentor' | 'mentee' | 'none' })}
            >
              <option value="none">Connection</option>
              <option value="mentor">My mentor</option>
              <option value="mentee">My mentee</option>
            </NativeSelect>
          )}
          <Button variant="secondary" size="sm" onPress={() => setDialog('insights')}>
            Connection insights
          </Button>
          <Button variant="secondary" size="sm" onPress={() => setDialog('invite')}>
            Invite to event
          </Button>
        </div>
      ) : null}
      {relationship.isError && (
        <Text role="alert" tone="critical" size="sm">
          {errorMessage(relationship.error)}
        </Text>
      )}
      {!conversation ? (
        <EmptyState icon={<MessagesSquare />} title={NO_CHAT_SELECTED} description="Choose someone on the left to read and write messages." />
      ) : thread.isError && messages.length === 0 ? (
        <Text role="alert" tone="critical">
          {errorMessage(thread.error, 'Could not load the messages.')}
        </Text>
      ) : (
        <div role="log" aria-label={`Messages with ${name}`} aria-busy={thread.isLoading || undefined}>
        <ol className={styles.messages}>
          {messages.length === 0 && pending.length === 0 && !thread.isLoading && (
            <li>
              <Text tone="secondary">No messages yet. Say hello!</Text>
            </li>
          )}
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} senderName={message.isCurrentUser ? 'You' : name} />
          ))}
          {pending.map((message) => (
            <li key={message.localId} className={styles.message} data-own="">
              <Text as="span">{message.content}</Text>
              <span className={styles.meta}>
                <Text as="span" size="sm" tone={message.state === 'failed' ? 'critical' : 'secondary'}>
                  {STATUS_LABELS[message.state]}
                  {message.error ? `: ${message.error}` : ''}
                </Text>
                {message.state === 'failed' && (
                  <Button size="sm" variant="secondary" onPress={() => void attempt(message)}>
                    Retry
                  </Button>
                )}
              </span>
            </li>
          ))}
          <li ref={end} aria-hidden="true" />
        </ol>
        </div>
      )}
      <div className={styles.composer}>
        <TextArea
          className={styles.composerField}
          label="Message"
          placeholder={conversation ? `Message ${name}` : 'Select a conversation to start messaging'}
          rows={2}
          maxHeight={120}
          value={draft}
          onChange={setDraft}
          isDisabled={!conversation}
          isInvalid={tooLong}
          errorMessage={tooLong ? `${TOO_LONG} ${(draft.length - CHAT_MESSAGE_MAX).toLocaleString('en-US')} over.` : undefined}
          description={draft.length > CHAT_MESSAGE_MAX - 500 ? `${draft.length.toLocaleString('en-US')} / ${CHAT_MESSAGE_MAX.toLocaleString('en-US')}` : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        <Button onPress={send} isDisabled={!conversation || !draft.trim() || tooLong}>
          Send
        </Button>
      </div>
      {conversation && dialog === 'insights' && <ConnectionInsightsDialog conversation={conversation} onClose={() => setDialog(null)} />}
      {conversation && dialog === 'invite' && <EventInvitationDialog self={self} conversation={conversation} onClose={() => setDialog(null)} />}
    </section>
  );
}

function MessageItem({ message, senderName }: { message: ChatMessage; senderName: string }) {
  return (
    <li className={styles.message} data-own={message.isCurrentUser ? '' : undefined}>
      {/* Plain text, never HTML: React writes it as a text node. */}
      <Text as="span">{message.content}</Text>
      <span className={styles.meta}>
        <Text as="span" size="sm" tone="secondary">
          {senderName} · <time dateTime={message.timestamp}>{timeOf(message.timestamp)}</time>
        </Text>
        {message.isCurrentUser && (
          <Text as="span" size="sm" tone="secondary" data-status={message.status}>
            {STATUS_LABELS[message.status]}
          </Text>
        )}
      </span>
    </li>
  );
}
