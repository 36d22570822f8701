import type { TraitScores } from '@kindred/contracts/domain/hexaco';
import { Card } from '@kindred/ui/Card';
import { HexacoChart } from '@kindred/ui/HexacoChart';
import { deferred, usePreloadWhenIdle } from '@kindred/ui/lazy';
import { Text } from '@kindred/ui/Text';
import { useAtom } from 'jotai';
import { openTraitAtom } from '../state/home-tab.ts';

export interface HexacoStatsCardProps {
  /** Six traits, 0-100. */
  stats: TraitScores;
  /** False until the questionnaire is done: then there is nothing true to draw. */
  hasResults: boolean;
  /** The archetype's display name ('The Storyteller'). */
  archetype: string;
}

/** The dialog, the persona content behind it and its 'Ask Link about this' load once the page is idle, not with the first screen. */
const TraitDetails = deferred(() => import('./TraitDetailsWithLink.tsx').then((module) => module.TraitDetailsWithLink));

/**
 * The left column's HEXACO stats as a picture (docs/product.md#screens-and-routes): the six traits on
 * a radar with their percentages listed beside it. Choosing a trait opens the
 * kit's trait dialog with what the trait means, the member's band and three
 * recommendations.
 */
export function HexacoStatsCard({ stats, hasResults, archetype }: HexacoStatsCardProps) {
  const [openTrait, setOpenTrait] = useAtom(openTraitAtom);
  usePreloadWhenIdle(TraitDetails);
  if (!hasResults) {
    return (
      <Card title="Your HEXACO Profile" titleLevel={2} data-tour="hexaco">
        <Text tone="secondary">Your six trait scores show here once you have completed the personality questionnaire.</Text>
      </Card>
    );
  }
  return (
    <Card title="Your HEXACO Profile" titleLevel={2} data-tour="hexaco" description={`Archetype: ${archetype}. Choose a trait to learn more.`}>
      <HexacoChart variant="radar" scores={stats} label="Your HEXACO traits" onTraitSelect={setOpenTrait} />
      {openTrait && <TraitDetails trait={openTrait} score={stats[openTrait]} onClose={() => setOpenTrait(null)} />}
    </Card>
  );
}
