import { TRAIT_NAMES, traitBand, type TraitKey } from '@kindred/contracts/domain/hexaco';
import { TRAITS, recommendationsFor } from '@kindred/features/persona';
import { TraitDialog } from '@kindred/ui/TraitDialog';

export interface TraitDetailsProps {
  trait: TraitKey;
  /** 0-100. */
  score: number;
  onClose: () => void;
}

/**
 * The kit's trait dialog for one trait: what it means, the member's band and
 * what that band tends to look like at work, and three recommendations
 * (persona content). Loaded on demand with that content.
 */
export function TraitDetails({ trait, score, onClose }: TraitDetailsProps) {
  const info = TRAITS[trait];
  return (
    <TraitDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      name={TRAIT_NAMES[trait]}
      score={score}
      color={trait}
      description={`${info.description} ${info.bands[traitBand(score)]}`}
      recommendations={recommendationsFor(trait, score)}
    />
  );
}
