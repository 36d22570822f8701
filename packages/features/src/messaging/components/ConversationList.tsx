import type { Conversation } from '@kindred/contracts/api/chat';
import { Avatar } from '@kindred/ui/Avatar';
import { Badge } from '@kindred/ui/Badge';
import { EmptyState } from '@kindred/ui/EmptyState';
import { SearchField } from '@kindred/ui/SearchField';
import { Skeleton } from '@kindred/ui/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '@kindred/ui/Tabs';
import { Text } from '@kindred/ui/Text';
import { VisuallyHidden } from '@kindred/ui/VisuallyHidden';
import { useMemo } from 'react';
import {
  CONVERSATION_TABS,
  EMPTY_TAB,
  TAB_LABELS,
  inTab,
  matchesSearch,
  nameOf,
  tabCounts,
  type ConversationTab,
} from '../utils/conversations.ts';
import * as styles from './Messages.css.ts';

export interface ConversationListProps {
  conversations: readonly Conversation[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (conversation: Conversation) => void;
  tab: ConversationTab;
  onTabChange: (tab: ConversationTab) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

const NO_MATCHES = 'No conversations match your search.';

/** The left list: tabs Mentors, Mentees, Connections with their counts, a search by name, and unread counts. */
export function ConversationList({ conversations, loading, selectedId, onSelect, tab, onTabChange, search, onSearchChange }: ConversationListProps) {
  const counts = useMemo(() => tabCounts(conversations), [conversations]);
  const shown = useMemo(
    () => conversations.filter((conversation) => inTab(conversation, tab) && matchesSearch(conversation, search)),
    [conversations, tab, search],
  );
  return (
    <section className={styles.panel} aria-label="Conversations">
      <SearchField label="Search conversations" placeholder="Search by name" value={search} onChange={onSearchChange} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => onTabChange(key as ConversationTab)}>
        <TabList aria-label="Conversation groups" wrap>
          {CONVERSATION_TABS.map((id) => (
            <Tab key={id} id={id} badge={counts[id]} badgeLabel={`${counts[id]}`}>
              {TAB_LABELS[id]}
            </Tab>
          ))}
        </TabList>
        {CONVERSATION_TABS.map((id) => (
          <TabPanel key={id} id={id}>
            {loading ? (
              <Skeleton lines={4} />
            ) : shown.length === 0 ? (
              <EmptyState size="sm" headingLevel={2} title={counts[id] === 0 ? EMPTY_TAB[id] : NO_MATCHES} />
            ) : (
              <ul className={styles.list}>
                {shown.map((conversation) => (
                  <li key={conversation.memberId}>
                    <ConversationEntry
                      conversation={conversation}
                      selected={conversation.memberId === selectedId}
                      onSelect={() => onSelect(conversation)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

function ConversationEntry({ conversation, selected, onSelect }: { conversation: Conversation; selected: boolean; onSelect: () => void }) {
  const name = nameOf(conversation);
  const last = conversation.lastMessage;
  const unread = conversation.unreadCount;
  return (
    <button type="button" className={styles.entry} aria-current={selected ? 'true' : undefined} onClick={onSelect}>
      <Avatar name={name} src={conversation.profilePicture} size="sm" isDecorative />
      <span className={styles.entryText}>
        <Text as="span" weight={unread > 0 ? 'semibold' : 'regular'} className={styles.ellipsis}>
          {name}
        </Text>
        <Text as="span" size="sm" tone="secondary" className={styles.ellipsis}>
          {last ? `${last.isCurrentUser ? 'You: ' : ''}${last.content}` : 'No messages yet'}
        </Text>
      </span>
      {unread > 0 && (
        <Badge tone="accent" emphasis="solid" size="sm">
          {unread}
          <VisuallyHidden> unread</VisuallyHidden>
        </Badge>
      )}
    </button>
  );
}
