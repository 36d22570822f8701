import { Switch as RACSwitch, composeRenderProps, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css.ts';

export { labelPlacements as switchLabelPlacements, type LabelPlacement as SwitchLabelPlacement } from './Switch.css.ts';

export interface SwitchProps extends RACSwitchProps {
  /** `end` (default): switch then label. `start`: label first, switch at the far edge, for settings rows. */
  labelPlacement?: styles.LabelPlacement;
}

/**
 * An on/off switch for a setting that applies at once (the spec's "Default
 * Calendar for Quick Connect"). Its label is the children; Space toggles it.
 */
export function Switch({ labelPlacement = 'end', className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch
      {...props}
      className={composeRenderProps(className, (userClass) =>
        [styles.root, labelPlacement === 'start' && styles.labelStart, userClass].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {content}
        </>
      ))}
    </RACSwitch>
  );
}
