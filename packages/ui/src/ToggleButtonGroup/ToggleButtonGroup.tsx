import { createContext, useContext } from 'react';
import {
  ToggleButton as RACToggleButton,
  ToggleButtonGroup as RACToggleButtonGroup,
  composeRenderProps,
  type ToggleButtonGroupProps as RACToggleButtonGroupProps,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components';
import * as styles from './ToggleButtonGroup.css.ts';

export { toggleButtonGroupSizes, type ToggleButtonGroupSize } from './ToggleButtonGroup.css.ts';

const SizeContext = createContext<styles.ToggleButtonGroupSize>('md');

export interface ToggleButtonGroupProps extends RACToggleButtonGroupProps {
  size?: styles.ToggleButtonGroupSize;
  /** Stretch to the container's width, buttons sharing it equally. */
  fullWidth?: boolean;
}

/**
 * A set of toggle buttons (segmented control), e.g. the theme choice light /
 * dark / system. `selectionMode="single"` (default) behaves as a radio group,
 * `"multiple"` as independent toggles; arrow keys move between buttons,
 * Space or Enter toggles (react-aria). Give the group an `aria-label` or
 * `aria-labelledby`, and each `ToggleButton` an `id`.
 */
export function ToggleButtonGroup({ size = 'md', fullWidth = false, className, ...props }: ToggleButtonGroupProps) {
  return (
    <SizeContext.Provider value={size}>
      <RACToggleButtonGroup
        selectionMode="single"
        {...props}
        className={composeRenderProps(className, (userClass) =>
          [styles.group, fullWidth && styles.fullWidth, userClass].filter(Boolean).join(' '),
        )}
      />
    </SizeContext.Provider>
  );
}

export type ToggleButtonProps = RACToggleButtonProps;

/** One button of a `ToggleButtonGroup`. Icon-only buttons need an `aria-label`. */
export function ToggleButton({ className, ...props }: ToggleButtonProps) {
  const size = useContext(SizeContext);
  return (
    <RACToggleButton
      {...props}
      className={composeRenderProps(className, (userClass) =>
        [styles.button, styles.size[size], userClass].filter(Boolean).join(' '),
      )}
    />
  );
}
