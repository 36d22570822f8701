import type { TraitKey, TraitScores } from '@kindred/contracts/domain/hexaco';
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
 * button and the eleven steps in the kit's SpotlightTour. The trait step opens the member's strongest trait and
 * pauses until its dialog closes; finishing says 'Walkthrough completed!' for 4 s and sets walkthroughCompleted.
 * Escape or the close button leaves the tour, and focus goes back to the button that started it.
 */
export function GuidedTour({ drawer, traits, openTrait, onOpenTrait: setOpenTrait, onShowTab: setTab }: GuidedTourProps) {
  const [isOpen, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const launcher = useRef<HTMLButtonElement>(null);
  const steps = useMemo(() => tourSteps({ drawer, hasResults: traits !== null }), [drawer, traits]);
  const onTraitStep = isOpen && steps[index]?.id === TRAIT_STEP_ID;

  const goTo = (next: number) => {
    const step = steps[next];
    if (drawer && step?.tab) setTab(step.tab);
    // Arriving at the trait step opens the strongest trait; the tour waits while its dialog is open.
    if (step?.id === TRAIT_STEP_ID && traits) setOpenTrait(strongest(traits));
    setIndex(next);
  };

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
