import type { QuestionnaireState } from '@kindred/contracts/api/questionnaire';
import { archetypeDisplayName, toArchetypeId } from '@kindred/contracts/domain/archetypes';
import { TRAIT_KEYS, TRAIT_NAMES, traitBand } from '@kindred/contracts/domain/hexaco';
import { ARCHETYPE_CATALOGUE, TRAITS } from '@kindred/features/persona';
import { Card } from '@kindred/ui/Card';
import { HexacoChart } from '@kindred/ui/HexacoChart';
import { Link } from '@kindred/ui/Link';
import { Page } from '@kindred/ui/Page';
import { Text } from '@kindred/ui/Text';
import * as styles from './Questionnaire.css.ts';
import { RetakeQuestionnaireCard } from './RetakeQuestionnaireCard.tsx';

export interface QuestionnaireResultProps {
  state: QuestionnaireState;
}

/**
 * The result: the member's archetype, their six traits on the kit's chart, and what each score tends to mean at
 * work (the persona content). 'Continue' goes home, where the calendar prompt greets a member who has not connected
 * a calendar (docs/product.md#states "Calendar prompt"); 'Retake the questionnaire' starts over, and the scores
 * shown stay until the retake is complete.
 */
export function QuestionnaireResult({ state }: QuestionnaireResultProps) {
  const archetype = state.archetype ? toArchetypeId(state.archetype) : undefined;
  const entry = archetype ? ARCHETYPE_CATALOGUE[archetype] : undefined;
  const name = archetype ? archetypeDisplayName(archetype) : 'Your persona';
  const scores = state.scores;
  return (
    <Page
      title={archetype ? `You are ${name}` : 'Your persona'}
      width="narrow"
      description={entry?.summary ?? 'Your six HEXACO traits, from your answers to the personality questionnaire.'}
      actions={
        <Link variant="standalone" href="/">
          Continue
        </Link>
      }
    >
      <div className={styles.stack}>
        {entry && <img src={entry.image_url} alt="" width={160} height={160} />}
        {scores && (
          <Card title="Your six traits" titleLevel={2} description="Each trait from 0 to 100; 50 is the middle of the scale, not the average person.">
            <HexacoChart variant="bars" scores={scores} label="Your HEXACO traits" />
          </Card>
        )}
        {scores && (
          <Card title="What they mean" titleLevel={2}>
            <ul className={styles.traitList}>
              {TRAIT_KEYS.map((key) => (
                <li key={key}>
                  <span className={styles.traitName}>
                    {TRAIT_NAMES[key]}: {Math.round(scores[key])}
                  </span>
                  <Text tone="secondary">
                    {TRAITS[key].description} {TRAITS[key].bands[traitBand(scores[key])]}
                  </Text>
                </li>
              ))}
            </ul>
          </Card>
        )}
        <RetakeQuestionnaireCard
          title="Retake it later"
          description="Answer again whenever you like, here or from Settings. Your new scores and archetype replace these when you finish; matches already made stay."
          opensQuestionnaire={false}
        />
      </div>
    </Page>
  );
}
