import type { Conversation } from '@kindred/contracts/api/chat';
import { useCurrentUser } from '@kindred/features/auth';
import { Page } from '@kindred/ui/Page';
import { Text } from '@kindred/ui/Text';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConversations } from '../api/get-conversations.ts';
import { useRecipient } from '../api/get-recipient.ts';
import { errorMessage } from '../../shared/errors.ts';
import type { ConversationTab } from '../utils/conversations.ts';
import { ConversationList } from './ConversationList.tsx';
import { ConversationPane } from './ConversationPane.tsx';
import * as styles from './Messages.css.ts';

const MESSAGES_TITLE = 'Messages';
/** The search parameter naming the member whose conversation is open ('Send Message' on a connection sets it). */
const MEMBER_PARAM = 'member';

/**
 * /chat, Messages (docs/product.md#screens-and-routes "Mock messaging", made real: docs/decisions.md#what-the-specification-simulates):
 * the member's conversations on the left (Mentors, Mentees, Connections, a search, unread counts), the open one
 * on the right. The open conversation is in the address (`?member=`), so a link opens it and Back returns.
 */
export function MessagesScreen() {
  const user = useCurrentUser();
  const self = { id: user.id, email: user.email };
  const conversations = useConversations(self.id);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(MEMBER_PARAM);
  const [tab, setTab] = useState<ConversationTab>('connections');
  const [search, setSearch] = useState('');
  const list = conversations.data ?? [];
  const listed = selectedId ? list.find((c) => c.memberId === selectedId) : undefined;
  // A colleague named in the address who is not in the list yet (no chat, not a connection).
  const recipient = useRecipient(selectedId && conversations.isSuccess && !listed ? selectedId : null);
  const selected: Conversation | null = listed ?? recipient.data ?? null;

  return (
    <Page title={MESSAGES_TITLE} description="Conversations with your mentors, mentees and connections.">
      {conversations.isError && (
        <Text role="alert" tone="critical">
          {errorMessage(conversations.error, 'Could not load your conversations.')}
        </Text>
      )}
      {recipient.isError && (
        <Text role="alert" tone="critical">
          {errorMessage(recipient.error, 'Could not find that member.')}
        </Text>
      )}
      <div className={styles.layout}>
        <ConversationList
          conversations={list}
          loading={conversations.isPending}
          selectedId={selected?.memberId ?? null}
          onSelect={(conversation) => setParams({ [MEMBER_PARAM]: conversation.memberId })}
          tab={tab}
          onTabChange={setTab}
          search={search}
          onSearchChange={setSearch}
        />
        <ConversationPane key={selected?.memberId ?? 'none'} self={self} conversation={selected} />
      </div>
    </Page>
  );
}
