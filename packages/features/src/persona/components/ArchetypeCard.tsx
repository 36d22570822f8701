import type { ArchetypeId } from '@kindred/contracts/domain/archetypes';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { Heading } from '@kindred/ui/Heading';
import { Text } from '@kindred/ui/Text';
import { useId, useState } from 'react';
import { ARCHETYPE_CATALOGUE } from '../content/archetypes.ts';
import * as styles from './Persona.css.ts';

export interface ArchetypeCardProps {
  /** The archetype's display name ('The Storyteller'). */
  name: string;
  /** Its catalogue id; null for a name the catalogue does not know (shown by name only). */
  archetypeId: ArchetypeId | null;
  /** The card title's level. Default 2. */
  titleLevel?: 2 | 3;
  /** 'Ask Link about this': hands the archetype to Link (offered when given). */
  onAskLink?: () => void;
}

const ASK_LINK_ABOUT_ARCHETYPE = 'Ask Link about this';

const SHOW_MORE = 'Show More';
const SHOW_LESS = 'Show Less';

/**
 * The member's archetype: its illustration, name and summary, and under 'Show More' what it is like at work, its
 * strengths and what to watch for, and how others can meet someone like them; 'Show Less' folds it again.
 */
export function ArchetypeCard({ name, archetypeId, titleLevel = 2, onAskLink }: ArchetypeCardProps) {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const entry = archetypeId ? ARCHETYPE_CATALOGUE[archetypeId] : null;
  const sectionLevel = titleLevel === 2 ? 3 : 4;
  return (
    <Card
      title={name}
      titleLevel={titleLevel}
      description="Your archetype"
      footer={
        (entry || onAskLink) && (
          <div className={styles.archetypeActions}>
            {entry && (
              <Button variant="secondary" size="sm" aria-expanded={expanded} aria-controls={moreId} onPress={() => setExpanded((open) => !open)}>
                {expanded ? SHOW_LESS : SHOW_MORE}
              </Button>
            )}
            {onAskLink && (
              <Button variant="ghost" size="sm" onPress={onAskLink}>
                {ASK_LINK_ABOUT_ARCHETYPE}
              </Button>
            )}
          </div>
        )
      }
    >
      {entry ? (
        <>
          <div className={styles.archetypeHead}>
            <img className={styles.illustration} src={entry.image_url} alt="" width={64} height={64} />
            <Text>{entry.summary}</Text>
          </div>
          <div id={moreId} className={styles.archetypeMore} hidden={!expanded}>
            {entry.descriptions.map((part) => (
              <section key={part.title}>
                <Heading level={sectionLevel} size="sm">
                  {part.title}
                </Heading>
                <Text tone="secondary">{part.text}</Text>
              </section>
            ))}
            <section>
              <Heading level={sectionLevel} size="sm">
                When colleagues meet you
              </Heading>
              <ul className={styles.tips}>
                {entry.meeting_notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </section>
          </div>
        </>
      ) : (
        <Text tone="secondary">Your organization describes this archetype in its own words.</Text>
      )}
    </Card>
  );
}
