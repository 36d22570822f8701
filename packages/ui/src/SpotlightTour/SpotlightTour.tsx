import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Button as RACButton, Dialog as RACDialog, VisuallyHidden } from 'react-aria-components';
import { X } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { media } from '../tokens/index.ts';
import * as styles from './SpotlightTour.css.ts';

/** The spec's delay (ms) between scrolling a step's target into view and showing the step. */
export const TOUR_STEP_DELAY_MS = 300;
/** Space (px) between the target and the edge of the cut-out. */
export const TOUR_SPOTLIGHT_PADDING = 8;
/** Corner radius (px) of the cut-out; matches `vars.radius.md` at the default root size. */
export const TOUR_SPOTLIGHT_RADIUS = 8;
/** The tooltip keeps this distance (px) from the viewport edges. */
export const TOUR_VIEWPORT_MARGIN = 16;
/** Distance (px) between the cut-out and the tooltip. */
export const TOUR_TOOLTIP_GAP = 12;

export const tourPlacements = ['auto', 'bottom', 'top', 'right', 'left', 'center'] as const;
export type TourPlacement = (typeof tourPlacements)[number];

/** A CSS selector, or a function returning the element (null when it is not on the page). */
export type TourTarget = string | (() => Element | null);

export interface TourStep {
  id: string;
  /** What to spotlight. Missing, unmatched or hidden targets give a centred tooltip without a cut-out. */
  target?: TourTarget | null;
  title: ReactNode;
  content: ReactNode;
  /** Preferred side of the target; 'auto' tries below, above, right, left. */
  placement?: TourPlacement;
}

export interface TourLabels {
  back: string;
  next: string;
  finish: string;
  close: string;
  stepCounter: (step: number, total: number) => string;
}

export const defaultTourLabels: TourLabels = {
  back: 'Back',
  next: 'Next',
  finish: 'Finish',
  close: 'Close tour',
  stepCounter: (step, total) => `Step ${step} of ${total}`,
};

export interface SpotlightTourProps {
  steps: readonly TourStep[];
  isOpen: boolean;
  /** The close button or Escape. The caller sets `isOpen` to false. */
  onClose?: () => void;
  /** Finish on the last step. The caller sets `isOpen` to false. */
  onFinish?: () => void;
  /** Controlled step (0-based). */
  stepIndex?: number;
  /** Uncontrolled initial step; the tour starts here each time it opens. Default 0. */
  defaultStepIndex?: number;
  onStepChange?: (index: number) => void;
  /** Hides the backdrop and tooltip but keeps the step (e.g. while a trait dialog is open). */
  isPaused?: boolean;
  /** Button texts and the 'Step 3 of 11' counter, for translation. */
  labels?: Partial<TourLabels>;
}

/**
 * A guided tour: each step dims the page except its target (the cut-out stays
 * clickable), scrolls the target into view, waits `TOUR_STEP_DELAY_MS`, then shows
 * a 320 px non-modal dialog beside it with Back, Next or Finish and a close button.
 * Focus moves into the dialog; ArrowLeft/ArrowRight step, Escape closes.
 */
export function SpotlightTour({
  steps,
  isOpen,
  onClose,
  onFinish,
  stepIndex,
  defaultStepIndex = 0,
  onStepChange,
  isPaused = false,
  labels,
}: SpotlightTourProps) {
  const [innerIndex, setInnerIndex] = useState(defaultStepIndex);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // An uncontrolled tour restarts from its default step each time it opens.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen && stepIndex === undefined) setInnerIndex(defaultStepIndex);
  }
  const count = steps.length;
  const index = Math.min(Math.max(stepIndex ?? innerIndex, 0), Math.max(count - 1, 0));

  const goTo = useCallback(
    (next: number) => {
      if (stepIndex === undefined) setInnerIndex(next);
      onStepChange?.(next);
    },
    [stepIndex, onStepChange],
  );

  const step = steps[index];
  if (!isOpen || isPaused || !step || typeof document === 'undefined') return null;
  return createPortal(
    <TourLayer
      step={step}
      index={index}
      count={count}
      goTo={goTo}
      onClose={onClose}
      onFinish={onFinish}
      labels={{ ...defaultTourLabels, ...labels }}
    />,
    document.body,
  );
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

interface Size {
  width: number;
  height: number;
}

function resolveTarget(target: TourTarget | null | undefined): Element | null {
  if (!target) return null;
  try {
    return typeof target === 'string' ? document.querySelector(target) : target();
  } catch {
    return null; // an invalid selector counts as a missing target
  }
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(media.reducedMotion).matches;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The backdrop path: the viewport minus a rounded rectangle (even-odd fill makes the hole). */
function holePath(viewport: Size, box: Box): string {
  const r = round(Math.min(TOUR_SPOTLIGHT_RADIUS, box.width / 2, box.height / 2));
  const x = round(box.left);
  const y = round(box.top);
  const w = round(box.width);
  const h = round(box.height);
  return (
    `M0 0H${viewport.width}V${viewport.height}H0Z` +
    `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}` +
    `A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}` +
    `A${r} ${r} 0 0 1 ${x + r} ${y}Z`
  );
}

type Side = Exclude<TourPlacement, 'auto' | 'center'>;
const opposite: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** Where the tooltip goes: the preferred side if it fits, then the others, else centred. */
function computePosition(spot: Box | null, size: Size, viewport: Size, placement: TourPlacement) {
  const m = TOUR_VIEWPORT_MARGIN;
  const gap = TOUR_TOOLTIP_GAP;
  const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));
  const centred = {
    placement: 'center' as const,
    top: Math.max(m, (viewport.height - size.height) / 2),
    left: Math.max(m, (viewport.width - size.width) / 2),
  };
  if (!spot || placement === 'center') return centred;

  const order: Side[] =
    placement === 'auto'
      ? ['bottom', 'top', 'right', 'left']
      : [placement, opposite[placement], ...(['bottom', 'top', 'right', 'left'] as const).filter((s) => s !== placement && s !== opposite[placement])];
  const centreX = clamp(spot.left + spot.width / 2 - size.width / 2, m, viewport.width - size.width - m);
  const centreY = clamp(spot.top + spot.height / 2 - size.height / 2, m, viewport.height - size.height - m);
  for (const side of order) {
    if (side === 'bottom' && spot.top + spot.height + gap + size.height <= viewport.height - m)
      return { placement: side, top: spot.top + spot.height + gap, left: centreX };
    if (side === 'top' && spot.top - gap - size.height >= m) return { placement: side, top: spot.top - gap - size.height, left: centreX };
    if (side === 'right' && spot.left + spot.width + gap + size.width <= viewport.width - m)
      return { placement: side, top: centreY, left: spot.left + spot.width + gap };
    if (side === 'left' && spot.left - gap - size.width >= m) return { placement: side, top: centreY, left: spot.left - gap - size.width };
  }
  // A target larger than the viewport: keep the tooltip inside, over the target's lower part.
  return { placement: 'bottom' as const, top: Math.max(m, viewport.height - size.height - m), left: centreX };
}

interface TourLayerProps {
  step: TourStep;
  index: number;
  count: number;
  goTo: (index: number) => void;
  onClose: (() => void) | undefined;
  onFinish: (() => void) | undefined;
  labels: TourLabels;
}

function TourLayer({ step, index, count, goTo, onClose, onFinish, labels }: TourLayerProps) {
  const targetRef = useRef<Element | null>(null);
  const stepRef = useRef(step);
  stepRef.current = step;
  const tooltipRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLElement>(null);
  const [spot, setSpot] = useState<Box | null>(null);
  const [viewport, setViewport] = useState<Size>({ width: 0, height: 0 });
  const [tooltipSize, setTooltipSize] = useState<Size>({ width: 320, height: 180 });
  const [shown, setShown] = useState(false);
  const [moving, setMoving] = useState(true);
  const [animating, setAnimating] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const announcedOnce = useRef(false);
  const contentId = useId();
  const isLast = index === count - 1;
  const counterText = labels.stepCounter(index + 1, count);

  const measure = useCallback(() => {
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    setViewport((prev) => (prev.width === width && prev.height === height ? prev : { width, height }));
    const target = targetRef.current;
    const rect = target?.isConnected ? target.getBoundingClientRect() : null;
    if (!rect || (rect.width === 0 && rect.height === 0)) {
      setSpot(null);
      return;
    }
    const p = TOUR_SPOTLIGHT_PADDING;
    const next = { top: rect.top - p, left: rect.left - p, width: rect.width + 2 * p, height: rect.height + 2 * p };
    setSpot((prev) =>
      prev && prev.top === next.top && prev.left === next.left && prev.width === next.width && prev.height === next.height ? prev : next,
    );
  }, []);

  // Each step: find the target, scroll it into view, wait, then measure and show.
  useEffect(() => {
    setMoving(true);
    const target = resolveTarget(stepRef.current.target);
    targetRef.current = target;
    target?.scrollIntoView({ block: 'center', inline: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    const show = window.setTimeout(() => {
      setAnimating(true);
      measure();
      setShown(true);
      setMoving(false);
    }, TOUR_STEP_DELAY_MS);
    const settle = window.setTimeout(() => setAnimating(false), TOUR_STEP_DELAY_MS * 2);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(settle);
    };
  }, [index, step.id, measure]);

  // Follow the target while the page scrolls or resizes.
  useEffect(() => {
    let frame = 0;
    const onChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('resize', onChange);
    window.addEventListener('scroll', onChange, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onChange);
      window.removeEventListener('scroll', onChange, true);
    };
  }, [measure]);

  // Track the tooltip's size so it can be placed beside the target.
  useLayoutEffect(() => {
    const el = tooltipRef.current;
    if (!el) return;
    const update = () =>
      setTooltipSize((prev) =>
        prev.width === el.offsetWidth && prev.height === el.offsetHeight ? prev : { width: el.offsetWidth, height: el.offsetHeight },
      );
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);

  // Keep focus in the tooltip when a step change removes the focused button (Back on the first step).
  useEffect(() => {
    if (!shown) return;
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, [index, shown]);

  // Announce each new step to screen readers (the first is read as the dialog takes focus).
  useEffect(() => {
    if (moving) return;
    if (!announcedOnce.current) {
      announcedOnce.current = true;
      return;
    }
    const title = stepRef.current.title;
    setAnnouncement(typeof title === 'string' ? `${counterText}: ${title}` : counterText);
  }, [moving, counterText]);

  // Return focus to where it was when the tour closes, unless something else took it meanwhile.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const active = document.activeElement;
      if (previous?.isConnected && (!active || active === document.body)) previous.focus();
    };
  }, []);

  // Escape closes the tour from anywhere, unless another dialog has focus.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const dialog = document.activeElement?.closest('[role="dialog"], [role="alertdialog"]');
      if (dialog && dialog !== dialogRef.current) return;
      event.preventDefault();
      onClose?.();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  function onTooltipKeyDown(event: ReactKeyboardEvent) {
    if (event.key === 'ArrowRight' && !isLast) {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      goTo(index - 1);
    }
  }

  if (!shown) return null;
  const position = computePosition(spot, tooltipSize, viewport, step.placement ?? 'auto');

  return (
    <div className={styles.layer} data-spotlight-tour="">
      <div
        className={styles.backdrop}
        data-animating={animating || undefined}
        style={{ clipPath: spot ? `path(evenodd, "${holePath(viewport, spot)}")` : undefined }}
        aria-hidden="true"
      />
      {spot && (
        <div
          className={styles.ring}
          data-spotlight-ring=""
          data-animating={animating || undefined}
          style={{ top: spot.top, left: spot.left, width: spot.width, height: spot.height }}
          aria-hidden="true"
        />
      )}
      <div
        ref={tooltipRef}
        className={styles.tooltip}
        data-moving={moving || undefined}
        data-placement={position.placement}
        style={{ top: position.top, left: position.left }}
        onKeyDown={onTooltipKeyDown}
      >
        <RACDialog ref={dialogRef} className={styles.dialog} aria-describedby={contentId} data-step-id={step.id}>
          <div className={styles.header}>
            <Heading slot="title" level={2} size="md">
              {step.title}
            </Heading>
            <RACButton aria-label={labels.close} className={styles.close} onPress={() => onClose?.()}>
              <X aria-hidden="true" size="1.125rem" />
            </RACButton>
          </div>
          <div id={contentId} className={styles.content}>
            {step.content}
          </div>
          <div className={styles.footer}>
            <span className={styles.counter}>{counterText}</span>
            {index > 0 && (
              <Button variant="secondary" size="sm" onPress={() => goTo(index - 1)}>
                {labels.back}
              </Button>
            )}
            {isLast ? (
              <Button size="sm" onPress={() => onFinish?.()}>
                {labels.finish}
              </Button>
            ) : (
              <Button size="sm" onPress={() => goTo(index + 1)}>
                {labels.next}
              </Button>
            )}
          </div>
          <VisuallyHidden aria-live="polite" aria-atomic="true">
            {announcement}
          </VisuallyHidden>
        </RACDialog>
      </div>
    </div>
  );
}
