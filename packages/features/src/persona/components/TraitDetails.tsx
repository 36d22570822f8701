import { TRAIT_NAMES, traitBand, type TraitKey } from '@kindred/contracts/domain/hexaco';
import { TraitDialog } from '@kindred/ui/TraitDialog';
import { recommendationsFor } from '../content/recommendations.ts';
import { TRAITS } from '../content/traits.ts';

export interface TraitDetailsProps {
  trait: TraitKey;
  /** 0-100. */
  score: number;
  onClose: () => void;
  /** Shows 'Ask Link about this'; the caller hands the trait to Link. */
  onAskLink?: (trait: TraitKey) => void;
}

/**
 * The kit's trait dialog for one trait: what it means, the member's band and
 * what that band tends to look like at work, and the three recommendations for
 * that band (persona content).
 */
export function TraitDetails({ trait, score, onClose, onAskLink }: TraitDetailsProps) {
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
      onAskLink={onAskLink ? () => onAskLink(trait) : undefined}
    />
  );
}
