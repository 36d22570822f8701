import { createElement, forwardRef, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../styles/sprinkles.css.ts';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    as?: ElementType;
    children?: ReactNode;
    className?: string;
  };

/** Splits sprinkle props from DOM props. Shared by every layout primitive. */
export function splitSprinkles<P extends Record<string, unknown>>(props: P): [Sprinkles, Omit<P, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<P, keyof Sprinkles>];
}

/** The base layout primitive: any element, styled only through sprinkles (no raw pixels or colours). */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const [atoms, rest] = splitSprinkles(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(as, { ref, className: classes, ...rest });
});
