import { TRAIT_NAMES, traitBand, type TraitKey, type TraitScores } from '@kindred/contracts/domain/hexaco';
import { TRAITS, recommendationsFor } from '@kindred/features/persona';
import { Card } from '@kindred/ui/Card';
import { HexacoChart } from '@kindred/ui/HexacoChart';
import { Text } from '@kindred/ui/Text';
import { TraitDialog } from '@kindred/ui/TraitDialog';
import { useState } from 'react';

export interface HexacoStatsCardProps {
  /** Six traits, 0-100. */
  stats: TraitScores;
  /** False until the questionnaire is done: then there is nothing true to draw. */
  hasResults: boolean;
  /** The archetype's display name ('The Storyteller'). */
  archetype: string;
}

/** What a trait means and what the member's band tends to look like at work (persona content). */
function traitDescription(trait: TraitKey, score: number): string {
  const info = TRAITS[trait];
  return `${info.description} ${info.bands[traitBand(score)]}`;
}

/**
 * The left column's HEXACO stats as a picture (spec 000 §2): the six traits on
 * a radar with their percentages listed beside it. Choosing a trait opens the
 * kit's trait dialog with what the trait means, the member's band and three
 * recommendations.
 */
export function HexacoStatsCard({ stats, hasResults, archetype }: HexacoStatsCardProps) {
  const [openTrait, setOpenTrait] = useState<TraitKey | null>(null);
  if (!hasResults) {
    return (
      <Card title="Your HEXACO Profile" titleLevel={2}>
        <Text tone="secondary">Your six trait scores show here once you have completed the personality questionnaire.</Text>
      </Card>
    );
  }
  return (
    <Card title="Your HEXACO Profile" titleLevel={2} description={`Archetype: ${archetype}. Choose a trait to learn more.`}>
      <HexacoChart variant="radar" scores={stats} label="Your HEXACO traits" onTraitSelect={setOpenTrait} />
      {openTrait && (
        <TraitDialog
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpenTrait(null);
          }}
          name={TRAIT_NAMES[openTrait]}
          score={stats[openTrait]}
          color={openTrait}
          description={traitDescription(openTrait, stats[openTrait])}
          recommendations={recommendationsFor(openTrait, stats[openTrait])}
        />
      )}
    </Card>
  );
}
