import { TRAIT_NAMES, type TraitKey } from '@kindred/contracts/domain/hexaco';
import { TraitDetails } from '@kindred/features/persona';
import { handOverToLink } from '@kindred/features/shared';
import { useNavigate } from 'react-router';

export interface TraitDetailsWithLinkProps {
  trait: TraitKey;
  score: number;
  onClose: () => void;
}

/**
 * Home's trait dialog: the persona content, and 'Ask Link about this', which hands the trait to the insights page's
 * input with what it is about (docs/product.md#screens-and-routes) and goes there. Fetched when the page is idle.
 */
export function TraitDetailsWithLink({ trait, score, onClose }: TraitDetailsWithLinkProps) {
  const navigate = useNavigate();
  const askLink = (asked: TraitKey) => {
    const name = TRAIT_NAMES[asked];
    handOverToLink({
      prompt: `What does my ${name} score mean for how I work, and how can I use it well?`,
      context: { type: 'persona-trait', title: name, description: `My score: ${score}%`, category: 'HEXACO' },
    });
    void navigate('/insights');
  };
  return <TraitDetails trait={trait} score={score} onClose={onClose} onAskLink={askLink} />;
}
