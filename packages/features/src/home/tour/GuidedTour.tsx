import { TRAIT_NAMES, type TraitKey, type TraitScores } from '@kindred/contracts/domain/hexaco';
import { Button } from '@kindred/ui/Button';
import { SpotlightTour } from '@kindred/ui/SpotlightTour';
import { toast } from '@kindred/ui/Toast';
import { Compass } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { markWalkthroughCompleted } from '../../shared/walkthrough.ts';
import type { HomeTab } from '../state/home-tab.ts';
import * as styles from './GuidedTour.css.ts';
import { TOUR_BUTTON_LABEL, TOUR_COMPLETED, TOUR_COMPLETED_MS, TRAIT_STEP_ID, tourSteps } from './tour-steps.ts';

export interface GuidedTourProps {
  /** Phones: the sidebar is a drawer and the widgets are in tabs. */
  drawer: boolean;
  /** The member's traits, when they have results: the trait step opens the strongest. */
  traits: TraitScores | null;
  /** The trait whose dialog is open on home, and how to open or close one (home's state, passed in). */
  openTrait: TraitKey | null;
  onOpenTrait: (trait: TraitKey | null) => void;
  /** Shows a tab of the phone dashboard. */
  onShowTab: (tab: HomeTab) => void;
}

function strongest(traits: TraitScores): TraitKey {
  return (Object.entries(traits) as Array<[TraitKey, number]>).reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * The guided tour on home (docs/product.md#screens-and-routes "Guided tour"): the floating 'Take the guided tour'
 * button and the eleven steps in the kit's SpotlightTour. The trait step shows its tip first ('Explore a trait',
 * what a trait opens to, and that closing it carries on); Next then opens the member's strongest trait (or they
 * choose one in the spotlight) and the tour pauses while its dialog is open; closing it carries on to the next step.
 * Finishing says 'Walkthrough completed!' for 4 s and sets walkthroughCompleted. Escape or the close button leaves
 * the tour, and focus goes back to the button that started it.
 */
export function GuidedTour({ drawer, traits, openTrait, onOpenTrait: setOpenTrait, onShowTab: setTab }: GuidedTourProps) {
  const [isOpen, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const launcher = useRef<HTMLButtonElement>(null);
  const strongestTrait = traits ? strongest(traits) : null;
  const steps = useMemo(
    () => tourSteps({ drawer, hasResults: traits !== null, strongestTrait: strongestTrait ? TRAIT_NAMES[strongestTrait] : null }),
    [drawer, traits, strongestTrait],
  );
  const onTraitStep = isOpen && steps[index]?.id === TRAIT_STEP_ID;

  const show = (next: number) => {
    const step = steps[next];
    if (drawer && step?.tab) setTab(step.tab);
    setIndex(next);
  };
  const goTo = (next: number) => {
    // Forward from the trait step, once its tip has been read: the strongest trait opens, and the tour waits.
    if (onTraitStep && next === index + 1 && strongestTrait && openTrait === null) {
      setOpenTrait(strongestTrait);
      return;
    }
    show(next);
  };

  // A trait's dialog closed on the trait step (the strongest, or one the member chose): the tour carries on.
  const traitWasOpen = useRef(false);
  useEffect(() => {
    const closed = traitWasOpen.current && openTrait === null;
    traitWasOpen.current = openTrait !== null;
    if (closed && onTraitStep) show(index + 1);
    // Only a change of the open trait moves the tour.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openTrait]);

  const end = () => {
    setOpen(false);
    setOpenTrait(null);
  };
  // Focus returns to the launcher when the tour ends (the tour's dialog has gone).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) launcher.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <>
      {!isOpen && (
        <Button
          ref={launcher}
          variant="primary"
          className={styles.launcher}
          onPress={() => {
            setIndex(0);
            setOpen(true);
          }}
        >
          <Compass size={18} aria-hidden="true" />
          {TOUR_BUTTON_LABEL}
        </Button>
      )}
      <SpotlightTour
        steps={steps}
        isOpen={isOpen}
        stepIndex={index}
        onStepChange={goTo}
        isPaused={onTraitStep && openTrait !== null}
        onClose={end}
        onFinish={() => {
          end();
          markWalkthroughCompleted();
          toast.success(TOUR_COMPLETED, { duration: TOUR_COMPLETED_MS });
        }}
      />
    </>
  );
}
