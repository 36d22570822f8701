import type { CalendarProvider } from '@kindred/contracts/api/calendar';
import { Button } from '@kindred/ui/Button';
import { Dialog } from '@kindred/ui/Dialog';
import { Text } from '@kindred/ui/Text';
import { CalendarClock, Shuffle, Zap } from 'lucide-react';
import { useStartConnection } from '../api/start-connection.ts';
import * as styles from './CalendarPrompt.css.ts';
import { PROMPT_TITLE, PROMPT_WARNING, REMIND_LATER, SKIP_FOR_NOW } from './calendar-prompt-text.ts';

const BENEFITS = [
  { icon: Zap, text: 'Quick Connect sessions with colleagues land straight in your calendar.' },
  { icon: CalendarClock, text: 'Times are found when you and your colleague are both free, in each of your working hours.' },
  { icon: Shuffle, text: 'Each session comes with a team-building activity in its invitation.' },
] as const;

export interface CalendarPromptDialogProps {
  userId: string;
  /** Closed by Escape or its Close button: the first-login flag is set. */
  onClose: () => void;
  onRemindLater: () => void;
  onSkip: () => void;
  /** Where the consent page is opened (tests and stories); the browser's own navigation by default. */
  openConsent?: (url: string) => void;
}

/**
 * The first-login calendar prompt (docs/product.md#screens-and-routes "First-login calendar prompt"): a welcome, the
 * warning, three benefits and the four buttons. Connecting leaves for the provider's consent and comes back here.
 */
export function CalendarPromptDialog({ userId, onClose, onRemindLater, onSkip, openConsent }: CalendarPromptDialogProps) {
  const start = useStartConnection(userId, openConsent);
  const connect = (provider: CalendarProvider) => start.mutate(provider);
  const pending = start.isPending ? start.variables : undefined;
  return (
    <Dialog
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={PROMPT_TITLE}
      description={PROMPT_WARNING}
      footer={
        <div className={styles.buttons}>
          <Button onPress={() => connect('google')} isPending={pending === 'google'} isDisabled={start.isPending} pendingLabel="Opening the consent page...">
            Connect Google Calendar
          </Button>
          <Button onPress={() => connect('microsoft')} isPending={pending === 'microsoft'} isDisabled={start.isPending} pendingLabel="Opening the consent page...">
            Connect Outlook Calendar
          </Button>
          <Button variant="secondary" onPress={onRemindLater} isDisabled={start.isPending}>
            {REMIND_LATER}
          </Button>
          <Button variant="ghost" onPress={onSkip} isDisabled={start.isPending}>
            {SKIP_FOR_NOW}
          </Button>
        </div>
      }
    >
      <ul className={styles.benefits} aria-label="What a connected calendar gives you">
        {BENEFITS.map(({ icon: Icon, text }) => (
          <li key={text} className={styles.benefit}>
            <Icon className={styles.icon} aria-hidden="true" size="1.125rem" />
            <Text as="span">{text}</Text>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
