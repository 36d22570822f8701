import { Button } from '@kindred/ui/Button';
import { Text } from '@kindred/ui/Text';
import { toast } from '@kindred/ui/Toast';
import { ICEBREAKER_LIMIT, ICEBREAKER_TEMPLATES } from '@kindred/contracts/content/icebreakers';
import * as styles from './ConnectionProfileDialog.css.ts';

const ICEBREAKER_COPIED = 'Icebreaker copied';

export function firstNameOf(name: string): string {
  return name.split(/\s+/)[0] ?? name;
}

/** Three of the five icebreakers, chosen for the pair: the same three every time for the same connection. */
function icebreakersFor(connectionId: string, name: string, archetype: string | null): { id: string; text: string }[] {
  let hash = 0;
  for (const char of connectionId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const start = hash % ICEBREAKER_TEMPLATES.length;
  return Array.from({ length: Math.min(ICEBREAKER_LIMIT, ICEBREAKER_TEMPLATES.length) }, (_, k) => {
    const template = ICEBREAKER_TEMPLATES[(start + k) % ICEBREAKER_TEMPLATES.length]!;
    return { id: template.id, text: template.render({ firstName: firstNameOf(name), archetype }) };
  });
}

/** Copying is one action, and a toast says whether it worked (when the clipboard refuses, to copy by hand). */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.show({ title: ICEBREAKER_COPIED, severity: 'success' });
  } catch {
    toast.show({ title: 'Could not copy the icebreaker', description: 'Select the text and copy it instead.', severity: 'error' });
  }
}

export interface IcebreakerListProps {
  connectionId: string;
  name: string;
  archetype: string | null;
}

/** The pair's icebreakers, each with a Copy button. */
export function IcebreakerList({ connectionId, name, archetype }: IcebreakerListProps) {
  return (
    <ul className={styles.list}>
      {icebreakersFor(connectionId, name, archetype).map((icebreaker) => (
        <li key={icebreaker.id} className={styles.icebreaker}>
          <Text size="sm">{icebreaker.text}</Text>
          <Button variant="ghost" size="sm" onPress={() => void copy(icebreaker.text)} aria-label={`Copy: ${icebreaker.text}`}>
            Copy
          </Button>
        </li>
      ))}
    </ul>
  );
}
