import type { Conversation } from '@kindred/contracts/api/chat';
import { QuickConnectDialog } from '@kindred/features/quick-connect';
import { Button } from '@kindred/ui/Button';
import { Dialog } from '@kindred/ui/Dialog';
import { Text } from '@kindred/ui/Text';
import { useState } from 'react';
import { nameOf } from '../utils/conversations.ts';

export interface EventInvitationDialogProps {
  self: { id: string; email: string };
  conversation: Conversation;
  onClose: () => void;
}

/**
 * Inviting the person to an event: a Quick Connect, booked in both calendars through the Quick Connect dialog
 * (an activity, a time that suits both, the invitation sent from the member's calendar).
 */
export function EventInvitationDialog({ self, conversation, onClose }: EventInvitationDialogProps) {
  const [quickConnect, setQuickConnect] = useState(false);
  const name = nameOf(conversation);
  if (quickConnect) {
    return <QuickConnectDialog userId={self.id} colleague={{ memberId: conversation.memberId, name }} onClose={onClose} />;
  }
  return (
    <Dialog
      title={`Invite ${name} to an event`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button onPress={() => setQuickConnect(true)}>Choose a Quick Connect</Button>
        </>
      )}
    >
      <Text>
        Pick an activity and a time that suits you both; the invitation goes out from your calendar with the activity's plan.
      </Text>
    </Dialog>
  );
}
