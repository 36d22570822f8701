import type { QuestionnaireState } from '@kindred/contracts/api/questionnaire';
import { AGREEMENT_SCALE, QUESTIONNAIRE_LENGTH, itemStatement } from '@kindred/contracts/content/questionnaire';
import { Button } from '@kindred/ui/Button';
import { Page } from '@kindred/ui/Page';
import { ProgressBar } from '@kindred/ui/ProgressBar';
import { Radio, RadioGroup } from '@kindred/ui/RadioGroup';
import { Text } from '@kindred/ui/Text';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../shared/errors.ts';
import { useCompleteQuestionnaire } from '../api/complete.ts';
import { useSaveAnswers } from '../api/save-answers.ts';
import { WIDE_PAGE_SIZE, pagePosition, pagesOf, resumePage } from '../utils/pages.ts';
import { useWideViewport } from '../utils/wide-viewport.ts';
import * as styles from './Questionnaire.css.ts';

export const QUESTIONNAIRE_TITLE = 'Personality questionnaire';

export interface QuestionnaireFormProps {
  state: QuestionnaireState;
  /** One question a page ('phone') or a few ('wide'); by default from the viewport's width. */
  layout?: 'phone' | 'wide';
}

/**
 * The questions, one a page on a phone and four on a wider screen, each a radio group named by its statement with
 * the five points of agreement. Each answer is saved as it is given, so that a member who closes the tab resumes at
 * the first question without an answer. The last page's 'See my result' scores the answers.
 */
export function QuestionnaireForm({ state, layout }: QuestionnaireFormProps) {
  const wideViewport = useWideViewport();
  const pageSize = (layout ?? (wideViewport ? 'wide' : 'phone')) === 'wide' ? WIDE_PAGE_SIZE : 1;
  const pages = useMemo(() => pagesOf(pageSize), [pageSize]);
  const answers = useMemo(() => new Map(state.answers.map((entry) => [entry.itemId, entry.answer])), [state.answers]);
  // The first item shown, kept across a change of layout (a phone turned sideways keeps its place).
  const [firstIndex, setFirstIndex] = useState(() => resumePage(1, new Set(answers.keys())));
  const pageIndex = Math.min(Math.floor(firstIndex / pageSize), pages.length - 1);
  const page = pages[pageIndex]!;
  const isLast = pageIndex === pages.length - 1;
  const pageAnswered = page.every((entry) => answers.has(entry.id));
  const save = useSaveAnswers();
  const complete = useCompleteQuestionnaire();

  // Moving to another page puts focus on its questions, so a keyboard or screen reader user starts at the first.
  const questionsRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) questionsRef.current?.focus();
  }, [pageIndex]);
  const goTo = (index: number) => {
    moved.current = true;
    setFirstIndex(index * pageSize);
  };

  const saveError = save.isError ? save.variables?.[0] : undefined;
  const failedItem = saveError ? page.find((entry) => entry.id === saveError.itemId) : undefined;

  return (
    <Page
      title={QUESTIONNAIRE_TITLE}
      width="narrow"
      description="24 short statements about how you usually are. Choose how much you agree with each; there are no right answers. Each answer is saved as you give it, so you can stop and come back."
    >
      <div className={styles.stack}>
        <ProgressBar
          label={pagePosition(page)}
          value={state.answers.length}
          maxValue={QUESTIONNAIRE_LENGTH}
          valueLabel={`${state.answers.length} of ${QUESTIONNAIRE_LENGTH} answered`}
        />
        <div ref={questionsRef} tabIndex={-1} className={styles.questions} aria-label={pagePosition(page)} role="group">
          {page.map((entry) => (
            <div key={entry.id} className={styles.question}>
              <RadioGroup
                label={<span className={styles.statement}>{itemStatement(entry)}</span>}
                orientation={pageSize === 1 ? 'vertical' : 'horizontal'}
                value={answers.has(entry.id) ? String(answers.get(entry.id)) : null}
                onChange={(value) => save.mutate([{ itemId: entry.id, answer: Number(value) }])}
                isDisabled={complete.isPending}
              >
                {AGREEMENT_SCALE.map((point) => (
                  <Radio key={point.value} value={String(point.value)}>
                    {point.label}
                  </Radio>
                ))}
              </RadioGroup>
            </div>
          ))}
        </div>
        {save.isError && (
          <Text role="alert" tone="critical">
            {failedItem
              ? `Your answer to “${itemStatement(failedItem)}” was not saved (${errorMessage(save.error)}). Please choose it again.`
              : `Your last answer was not saved (${errorMessage(save.error)}). Please choose it again.`}
          </Text>
        )}
        {complete.isError && (
          <Text role="alert" tone="critical">
            {errorMessage(complete.error)}
          </Text>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" isDisabled={pageIndex === 0} onPress={() => goTo(pageIndex - 1)}>
            Back
          </Button>
          {isLast ? (
            <Button
              variant="primary"
              isDisabled={state.answers.length < QUESTIONNAIRE_LENGTH || save.isPending}
              isPending={complete.isPending}
              onPress={() => complete.mutate()}
            >
              See my result
            </Button>
          ) : (
            <Button variant="primary" isDisabled={!pageAnswered} onPress={() => goTo(pageIndex + 1)}>
              Next
            </Button>
          )}
        </div>
      </div>
    </Page>
  );
}
