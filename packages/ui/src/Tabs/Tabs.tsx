import type { ReactNode } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Tabs.css.ts';

export { tabsOrientations, type TabsOrientation } from './Tabs.css.ts';

export type TabsProps = RACTabsProps;

/**
 * Tabs: react-aria's Tabs, TabList, Tab and TabPanel. Arrow keys move between
 * tabs (left/right, or up/down when `orientation="vertical"`), Home/End jump,
 * and selection follows focus unless `keyboardActivation="manual"`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeRenderProps(className, (c) => [styles.tabs, c].filter(Boolean).join(' '))} />;
}

export interface TabListProps<T> extends RACTabListProps<T> {
  /**
   * Horizontal tabs that do not fit wrap onto another row, so every tab stays in sight on a narrow screen
   * (a few tabs, like settings'). Without it they scroll sideways (many tabs).
   */
  wrap?: boolean;
}

export function TabList<T extends object>({ className, wrap = false, ...props }: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      data-wrap={wrap || undefined}
      className={composeRenderProps(className, (c) => [styles.tabList, c].filter(Boolean).join(' '))}
    />
  );
}

export interface TabProps extends RACTabProps {
  /** A count or short label shown after the tab text ('For You' 5). */
  badge?: ReactNode;
  badgeTone?: BadgeTone;
  /** What the badge means, read instead of the bare badge: 'For You' with badgeLabel '5 new' reads 'For You 5 new'. */
  badgeLabel?: string;
  /** A decorative icon before the text. */
  icon?: ReactNode;
}

export function Tab({ badge, badgeTone = 'accent', badgeLabel, icon, className, children, ...props }: TabProps) {
  return (
    <RACTab {...props} className={composeRenderProps(className, (c) => [styles.tab, c].filter(Boolean).join(' '))}>
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          {icon && (
            <span aria-hidden="true" className={styles.icon}>
              {icon}
            </span>
          )}
          {content}
          {badge !== undefined && badge !== null && (
            <>
              {/* A space so the name reads 'For You 5', not 'For You5' (flex drops it visually). */}{' '}
              <Badge tone={badgeTone} emphasis={isSelected ? 'solid' : 'subtle'} size="sm" aria-hidden={badgeLabel ? true : undefined}>
                {badge}
              </Badge>
              {badgeLabel && <VisuallyHidden>{badgeLabel}</VisuallyHidden>}
            </>
          )}
        </>
      ))}
    </RACTab>
  );
}

export function TabPanel({ className, ...props }: RACTabPanelProps) {
  return <RACTabPanel {...props} className={composeRenderProps(className, (c) => [styles.panel, c].filter(Boolean).join(' '))} />;
}

export type { RACTabPanelProps as TabPanelProps };
