import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  DisclosurePanel as RACDisclosurePanel,
  Heading as RACHeading,
  composeRenderProps,
  type DisclosureGroupProps as RACDisclosureGroupProps,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import * as styles from './Disclosure.css.ts';

export type DisclosureGroupProps = RACDisclosureGroupProps;

/**
 * An accordion: disclosures that share one border. By default any number may be open at once;
 * `allowsMultipleExpanded={false}` keeps one open, and `defaultExpandedKeys` (the disclosures' `id`s) opens some at first.
 */
export function DisclosureGroup({ className, ...props }: DisclosureGroupProps) {
  return (
    <RACDisclosureGroup
      allowsMultipleExpanded
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.group, userClass].filter(Boolean).join(' '))}
    />
  );
}

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /** The trigger's text: it names the section and its panel. */
  title: ReactNode;
  /** The outline level of the heading around the trigger. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
}

/**
 * One section that shows and hides its content: a heading whose button toggles the panel (Enter or Space), the
 * panel named by the button. Expanded state is the `data-expanded` attribute.
 */
export function Disclosure({ title, headingLevel = 3, className, children, ...props }: DisclosureProps) {
  return (
    <RACDisclosure
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.disclosure, userClass].filter(Boolean).join(' '))}
    >
      <RACHeading level={headingLevel} className={styles.heading}>
        <RACButton slot="trigger" className={styles.trigger}>
          <ChevronRight aria-hidden="true" size="1rem" className={styles.chevron} />
          {title}
        </RACButton>
      </RACHeading>
      <RACDisclosurePanel className={styles.panel}>{children}</RACDisclosurePanel>
    </RACDisclosure>
  );
}
