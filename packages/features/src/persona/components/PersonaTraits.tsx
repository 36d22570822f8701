import type { TraitKey, TraitScores } from '@kindred/contracts/domain/hexaco';
import { Card } from '@kindred/ui/Card';
import { HexacoChart } from '@kindred/ui/HexacoChart';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import { useState } from 'react';
import { TraitDetails } from './TraitDetails.tsx';

export interface PersonaTraitsProps {
  /** Six traits, 0-100. */
  scores: TraitScores;
  /** False until the questionnaire is done: there is nothing true to show. */
  hasResults: boolean;
  /** Offered in each trait's dialog: hands the trait to Link. */
  onAskLink?: (trait: TraitKey) => void;
}

/**
 * The member's six traits as bars with their percentages; choosing one opens its dialog: what the trait means,
 * what the member's band tends to look like at work, and three recommendations for that band.
 */
export function PersonaTraits({ scores, hasResults, onAskLink }: PersonaTraitsProps) {
  const [open, setOpen] = useState<TraitKey | null>(null);
  // Before the questionnaire there is nothing true to show: say why the card is empty and where the results come from.
  if (!hasResults) {
    return (
      <Card title="Your traits" titleLevel={2}>
        <Text tone="secondary">
          You have not taken the personality questionnaire yet. Your six trait scores and your archetype show here once you
          have, and Link&apos;s advice about how you work draws on them.
        </Text>
        <Link variant="standalone" href="/questionnaire">
          Take the personality questionnaire
        </Link>
      </Card>
    );
  }
  return (
    <Card title="Your traits" titleLevel={2} description="Choose a trait to see what it means for you.">
      <HexacoChart variant="bars" scores={scores} label="Your six traits" onTraitSelect={setOpen} />
      {open && (
        <TraitDetails
          trait={open}
          score={scores[open]}
          onClose={() => setOpen(null)}
          onAskLink={
            onAskLink
              ? (trait) => {
                  setOpen(null);
                  onAskLink(trait);
                }
              : undefined
          }
        />
      )}
    </Card>
  );
}
