import type { HTMLAttributes, ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Button as RACButton } from 'react-aria-components';
import { traitKeys as hexacoTraitKeys, type TraitKey as HexacoTraitKey } from '../tokens/index.ts';
import * as styles from './HexacoChart.css.ts';

export { hexacoChartVariants, type HexacoChartVariant } from './HexacoChart.css.ts';

/** The six HEXACO traits in HEXACO order: the kit's trait keys (tokens), which the contracts' `TRAIT_KEYS` agree with. */
export { hexacoTraitKeys, type HexacoTraitKey };
export type HexacoScores = Record<HexacoTraitKey, number>;

/** The contracts' `TRAIT_NAMES` (tests/lint/trait-keys.test.ts holds them equal); pass `traitNames` to override. */
export const defaultTraitNames: Record<HexacoTraitKey, string> = {
  honestyHumility: 'Honesty-Humility',
  emotionality: 'Emotionality',
  extraversion: 'Extraversion',
  agreeablenessVsAnger: 'Agreeableness',
  conscientiousness: 'Conscientiousness',
  opennessToExperience: 'Openness to Experience',
};

/** The contracts' `TRAIT_LETTERS` (held equal by the same test). */
export const defaultTraitLetters: Record<HexacoTraitKey, string> = {
  honestyHumility: 'H',
  emotionality: 'E',
  extraversion: 'X',
  agreeablenessVsAnger: 'A',
  conscientiousness: 'C',
  opennessToExperience: 'O',
};

/** The score shown when a trait has none: the contracts' `DEFAULT_TRAIT_SCORE` (held equal by the same test). */
export const DEFAULT_TRAIT_SCORE = 50;

/** Clamped to 0-100 and rounded, as the spec asks; missing or not-a-number becomes 50. */
export function normaliseTraitScore(score: number | undefined): number {
  if (score === undefined || !Number.isFinite(score)) return DEFAULT_TRAIT_SCORE;
  return Math.round(Math.min(100, Math.max(0, score)));
}

export interface HexacoChartProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Percentages 0-100 by trait; missing traits show 50. */
  scores?: Partial<HexacoScores>;
  variant?: styles.HexacoChartVariant;
  traitNames?: Partial<Record<HexacoTraitKey, string>>;
  traitLetters?: Partial<Record<HexacoTraitKey, string>>;
  /** Makes every trait a button (click, Enter or Space), e.g. to open a trait dialog. */
  onTraitSelect?: (trait: HexacoTraitKey) => void;
  /** The chart's accessible name. */
  label?: string;
}

/**
 * The six HEXACO traits as bars or a radar. The picture is decorative
 * (`aria-hidden`); the real content is a list of the traits with their
 * percentages, visible next to or under the picture, so everyone gets the
 * same numbers. With `onTraitSelect` each list entry is a button.
 */
export function HexacoChart({
  scores = {},
  variant = 'bars',
  traitNames,
  traitLetters,
  onTraitSelect,
  label = 'HEXACO personality profile',
  className,
  ...props
}: HexacoChartProps) {
  const traits = hexacoTraitKeys.map((key) => ({
    key,
    name: traitNames?.[key] ?? defaultTraitNames[key],
    letter: traitLetters?.[key] ?? defaultTraitLetters[key],
    score: normaliseTraitScore(scores[key]),
  }));

  const list = (
    <ul className={styles.list} aria-label={label} data-in-radar={variant === 'radar' || undefined}>
      {traits.map((t) => (
        <li key={t.key} className={[styles.item, styles.trait[t.key]].join(' ')} data-trait={t.key}>
          <TraitRow
            traitKey={t.key}
            name={t.name}
            letter={t.letter}
            score={t.score}
            showBar={variant === 'bars'}
            onSelect={onTraitSelect}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div {...props} data-variant={variant} className={[styles.root, className].filter(Boolean).join(' ')}>
      {variant === 'radar' ? (
        <div className={styles.radarLayout}>
          <Radar traits={traits} />
          {list}
        </div>
      ) : (
        list
      )}
    </div>
  );
}

interface TraitRowProps {
  traitKey: HexacoTraitKey;
  name: string;
  letter: string;
  score: number;
  showBar: boolean;
  onSelect?: (trait: HexacoTraitKey) => void;
}

function TraitRow({ traitKey, name, letter, score, showBar, onSelect }: TraitRowProps) {
  const content: ReactNode = (
    <>
      <span className={styles.letter} aria-hidden="true">
        {letter}
      </span>
      <span className={styles.name}>{name}</span>
      {showBar && (
        <span className={styles.track} aria-hidden="true">
          <span className={styles.fill} style={assignInlineVars({ [styles.percentVar]: `${score}%` })} />
        </span>
      )}
      <span className={styles.value}>
        {/* A space keeps the name and value apart when read: 'Honesty-Humility 72%'. */}{' '}
        {score}%
        {onSelect && (
          <span className={styles.chevron} aria-hidden="true">
            <ChevronRight />
          </span>
        )}
      </span>
    </>
  );
  const rowClass = [styles.row, !showBar && styles.rowNoBar].filter(Boolean).join(' ');
  if (onSelect) {
    return (
      <RACButton className={[rowClass, styles.rowButton].join(' ')} onPress={() => onSelect(traitKey)}>
        {content}
      </RACButton>
    );
  }
  return <div className={rowClass}>{content}</div>;
}

const SIZE = 240;
const CENTER = SIZE / 2;
const RADIUS = 84;
const LABEL_RADIUS = RADIUS + 20;

/** The point at `fraction` of the radius on the axis of trait `index` (first axis straight up). */
function point(index: number, fraction: number): [number, number] {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / hexacoTraitKeys.length;
  return [CENTER + Math.cos(angle) * RADIUS * fraction, CENTER + Math.sin(angle) * RADIUS * fraction];
}

const polygon = (fractions: readonly number[]) => fractions.map((f, i) => point(i, f).map((n) => n.toFixed(2)).join(',')).join(' ');

function Radar({ traits }: { traits: { key: HexacoTraitKey; letter: string; score: number }[] }) {
  const rings = [0.25, 0.5, 0.75, 1];
  return (
    <svg className={styles.radar} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false" data-chart="radar">
      {rings.map((ring) => (
        <polygon key={ring} className={styles.radarGrid} points={polygon(traits.map(() => ring))} />
      ))}
      {traits.map((t, i) => {
        const [x, y] = point(i, 1);
        return <line key={t.key} className={styles.radarAxis} x1={CENTER} y1={CENTER} x2={x} y2={y} />;
      })}
      <polygon className={styles.radarShape} points={polygon(traits.map((t) => t.score / 100))} />
      {traits.map((t, i) => {
        const [x, y] = point(i, t.score / 100);
        return <circle key={t.key} className={[styles.radarPoint, styles.trait[t.key]].join(' ')} cx={x} cy={y} r={4.5} />;
      })}
      {traits.map((t, i) => {
        const [x, y] = point(i, LABEL_RADIUS / RADIUS);
        return (
          <text
            key={t.key}
            className={[styles.radarLabel, styles.trait[t.key]].join(' ')}
            x={x}
            y={y}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {t.letter}
          </text>
        );
      })}
    </svg>
  );
}
