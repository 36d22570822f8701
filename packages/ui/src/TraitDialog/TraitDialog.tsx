import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Dialog as RACDialog,
  Label as RACLabel,
  Meter as RACMeter,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
  VisuallyHidden,
  type ModalOverlayProps as RACModalOverlayProps,
} from 'react-aria-components';
import { Sparkles, X } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import type { TraitKey } from '../tokens/index.ts';
import * as styles from './TraitDialog.css.ts';
import type { TraitBand } from './TraitDialog.css.ts';

export { traitKeys, type TraitKey } from '../tokens/index.ts';
export { traitBands, type TraitBand } from './TraitDialog.css.ts';

export const traitBandLabels: Record<TraitBand, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** The spec's bands: above 65 high, 35 to 65 medium, below 35 low. */
export function traitBandForScore(score: number): TraitBand {
  if (score > 65) return 'high';
  if (score >= 35) return 'medium';
  return 'low';
}

/** Scores are clamped to 0-100 and rounded, as the profile normaliser does. */
function clampScore(score: number): number {
  return Math.min(100, Math.max(0, Math.round(Number.isFinite(score) ? score : 0)));
}

export interface TraitFacet {
  name: string;
  /** 0-100. */
  score: number;
}

export interface TraitDialogProps extends Omit<RACModalOverlayProps, 'children' | 'className' | 'style'> {
  /** The trait's display name, e.g. 'Extraversion'. It labels the dialog. */
  name: string;
  /** 0-100 (clamped and rounded). */
  score: number;
  /** The band; derived from the score with the spec's thresholds when omitted. */
  band?: TraitBand;
  /** Which trait colour to use (`vars.color.trait.<key>`). */
  color: TraitKey;
  description: ReactNode;
  recommendations?: readonly string[];
  facets?: readonly TraitFacet[];
  /** Shows an 'Ask Link about this' action; the caller hands the trait to the advisor. */
  onAskLink?: () => void;
}

function ScoreMeter({ label, score, small = false }: { label: string; score: number; small?: boolean }) {
  return (
    <RACMeter value={score} minValue={0} maxValue={100} valueLabel={`${score} out of 100`} className={styles.meter}>
      {({ percentage }) => (
        <>
          <RACLabel className={styles.meterLabel}>{label}</RACLabel>
          {small ? (
            <span className={styles.facetValue} aria-hidden="true">
              {score}
            </span>
          ) : (
            <span className={styles.scoreRow} aria-hidden="true">
              <span className={styles.score}>{score}</span>
              <span className={styles.scoreMax}>/ 100</span>
            </span>
          )}
          <div className={[styles.track, small && styles.trackSmall].filter(Boolean).join(' ')}>
            <div className={styles.fill} style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </RACMeter>
  );
}

/**
 * One HEXACO trait in a modal dialog: score meter, band, description, optional
 * facets and recommendations, and an optional 'Ask Link about this' action.
 * Escape, the close button or a press outside closes it (`onOpenChange(false)`).
 */
export function TraitDialog({
  name,
  score: rawScore,
  band: bandProp,
  color,
  description,
  recommendations,
  facets,
  onAskLink,
  isDismissable = true,
  ...props
}: TraitDialogProps) {
  const score = clampScore(rawScore);
  const band = bandProp ?? traitBandForScore(score);
  return (
    <RACModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <RACModal className={styles.modal}>
        <RACDialog className={[styles.dialog, styles.trait[color]].join(' ')} data-trait={color} data-band={band}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <div className={styles.section}>
                  <Heading slot="title" level={2} size="xl">
                    {name}
                  </Heading>
                  <span className={styles.band} data-band={band}>
                    <span className={styles.bandDot} aria-hidden="true" />
                    <VisuallyHidden>Band: </VisuallyHidden>
                    {traitBandLabels[band]}
                  </span>
                </div>
                <RACButton aria-label="Close" className={styles.close} onPress={close}>
                  <X aria-hidden="true" size="1.25rem" />
                </RACButton>
              </div>
              <div className={styles.body}>
                <ScoreMeter label="Score" score={score} />
                <Text tone="secondary">{description}</Text>
                {facets && facets.length > 0 && (
                  <section className={styles.section}>
                    <Heading level={3} size="sm">
                      Facets
                    </Heading>
                    <ul className={styles.facetList}>
                      {facets.map((facet) => (
                        <li key={facet.name}>
                          <ScoreMeter label={facet.name} score={clampScore(facet.score)} small />
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
                {recommendations && recommendations.length > 0 && (
                  <section className={styles.section}>
                    <Heading level={3} size="sm">
                      Recommendations
                    </Heading>
                    <ul className={styles.recommendations}>
                      {recommendations.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  </section>
                )}
              </div>
              {onAskLink && (
                <div className={styles.footer}>
                  <Button variant="secondary" onPress={onAskLink}>
                    <Sparkles aria-hidden="true" size="1rem" />
                    Ask Link about this
                  </Button>
                </div>
              )}
            </>
          )}
        </RACDialog>
      </RACModal>
    </RACModalOverlay>
  );
}
