import { Button } from '@kindred/ui/Button';
import { Drawer } from '@kindred/ui/Drawer';
import { Heading } from '@kindred/ui/Heading';
import { POPULAR_QUESTIONS, QUICK_CHIPS, WELCOME_PROMPT_CARDS } from '../content/conversation.ts';
import * as styles from './Insights.css.ts';

const QUICK_PROMPTS_TITLE = 'Quick prompts';

export interface QuickPromptsDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A prompt was chosen: it goes into the input. */
  onChoose: (prompt: string) => void;
}

function Section({ title, items, onChoose }: { title: string; items: { label: string; prompt: string }[]; onChoose: (prompt: string) => void }) {
  return (
    <section className={styles.drawerSection}>
      <Heading level={3} size="sm">
        {title}
      </Heading>
      <ul className={styles.drawerList}>
        {items.map((item) => (
          <li key={item.label}>
            <Button variant="ghost" size="sm" fullWidth className={styles.promptButton} onPress={() => onChoose(item.prompt)}>
              {item.label}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Opened by typing '/' in an empty input: every ready-made prompt, by kind; choosing one puts it in the input. */
export function QuickPromptsDrawer({ isOpen, onOpenChange, onChoose }: QuickPromptsDrawerProps) {
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={QUICK_PROMPTS_TITLE} description="Choose one to put it in your message." placement="right">
      {({ close }) => {
        const choose = (prompt: string) => {
          close();
          onChoose(prompt);
        };
        return (
          <>
            <Section title="Topics" items={WELCOME_PROMPT_CARDS.map((card) => ({ label: card.title, prompt: card.prompt }))} onChoose={choose} />
            <Section title="Quick questions" items={QUICK_CHIPS.map((chip) => ({ label: chip.label, prompt: chip.prompt }))} onChoose={choose} />
            <Section title="Popular questions" items={POPULAR_QUESTIONS.map((question) => ({ label: question, prompt: question }))} onChoose={choose} />
          </>
        );
      }}
    </Drawer>
  );
}
