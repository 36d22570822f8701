import type { Conversation } from '@kindred/contracts/api/chat';
import { Button } from '@kindred/ui/Button';
import { Dialog } from '@kindred/ui/Dialog';
import { Stack } from '@kindred/ui/Stack';
import { nameOf, strengthLabel } from '../utils/conversations.ts';
import * as styles from './Messages.css.ts';

export interface ConnectionInsightsDialogProps {
  conversation: Conversation;
  onClose: () => void;
}

/** What the member knows about the person they are writing to: only facts the data holds. */
export function ConnectionInsightsDialog({ conversation, onClose }: ConnectionInsightsDialogProps) {
  const name = nameOf(conversation);
  const facts: Array<[string, string]> = [
    ['Archetype', conversation.archetype ?? 'Not shared yet'],
    ['Role', [conversation.title, conversation.department].filter(Boolean).join(', ') || 'Not shared yet'],
    [
      'Match',
      conversation.connectionStrength === null
        ? 'Not one of your connections yet'
        : `${conversation.connectionStrength}% · ${strengthLabel(conversation.connectionStrength)}`,
    ],
    ...(conversation.matchDateTime ? ([['Matched', new Date(conversation.matchDateTime).toLocaleDateString('en-US', { dateStyle: 'medium' })]] as Array<[string, string]>) : []),
    ['Relationship', conversation.relationship === 'mentor' ? 'Your mentor' : conversation.relationship === 'mentee' ? 'Your mentee' : 'Connection'],
  ];
  return (
    <Dialog
      title="Connection insights"
      description={`About ${name}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={({ close }) => <Button onPress={close}>Close</Button>}
    >
      <Stack space="sm">
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.definition}>{value}</dd>
            </div>
          ))}
        </dl>
      </Stack>
    </Dialog>
  );
}
