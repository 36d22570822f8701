import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Tabs.css.ts';

export interface LightTab<K extends string> {
  id: K;
  label: string;
  /** A count or short label after the text ('For You' 5). */
  badge?: ReactNode;
  badgeTone?: BadgeTone;
  /** What the badge means, read instead of the bare badge: 'For You 5 new'. */
  badgeLabel?: string;
  /** The panel's content, drawn only while the tab is selected. */
  content: ReactNode;
}

export interface LightTabsProps<K extends string> {
  /** The tab list's accessible name. */
  'aria-label': string;
  tabs: readonly LightTab<K>[];
  selectedKey: K;
  onSelectionChange: (key: K) => void;
  /** A class for the panel (its layout). */
  panelClassName?: string;
  /** Tabs that do not fit wrap onto another row (as `TabList`'s `wrap`); without it they scroll sideways. */
  wrap?: boolean;
}

/**
 * Horizontal tabs whose panels come as a list, for places that must draw fast or weigh little (home's 'Activity'
 * and 'For You' on phones, the Quick Connect dialog's categories): the same look, roles and keys as the kit's
 * `Tabs` (arrows move and select, wrapping; Home and End jump; Tab goes to the panel), without React Aria's
 * collection machinery and TabPanel, which reads the computed style of the panel's contents after every render
 * and every change inside it (to decide its tabIndex, and for its entry animation) and so makes the browser
 * recompute the page's styles in the middle of each update. The panel is always focusable (tabIndex 0), as the
 * WAI-ARIA tabs pattern allows; there are no disabled or vertical tabs. Use `Tabs` for those.
 */
export function LightTabs<K extends string>({ tabs, selectedKey, onSelectionChange, panelClassName, wrap = false, ...props }: LightTabsProps<K>) {
  const base = useId();
  // By position: keys may hold spaces, which an id may not.
  const position = (key: K) => tabs.findIndex((tab) => tab.id === key);
  const tabId = (key: K) => `${base}-tab-${position(key)}`;
  const panelId = (key: K) => `${base}-panel-${position(key)}`;
  const listRef = useRef<HTMLDivElement>(null);
  const selected = tabs.find((tab) => tab.id === selectedKey) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = selected ? position(selected.id) : 0;
    const next =
      event.key === 'ArrowRight' ? (current + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (current - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    if (next < 0) return;
    event.preventDefault();
    const key = tabs[next]!.id;
    onSelectionChange(key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(key))}`)?.focus();
  };

  return (
    <div className={styles.tabs} data-orientation="horizontal">
      <div ref={listRef} role="tablist" aria-label={props['aria-label']} aria-orientation="horizontal" className={styles.tabList} data-orientation="horizontal" data-wrap={wrap || undefined} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <TabButton key={tab.id} tab={tab} id={tabId(tab.id)} controls={panelId(tab.id)} isSelected={tab.id === selected?.id} onSelect={() => onSelectionChange(tab.id)} />
        ))}
      </div>
      {selected && <Panel id={panelId(selected.id)} labelledBy={tabId(selected.id)} className={panelClassName}>{selected.content}</Panel>}
    </div>
  );
}

function TabButton<K extends string>({ tab, id, controls, isSelected, onSelect }: { tab: LightTab<K>; id: string; controls: string; isSelected: boolean; onSelect: () => void }) {
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <button
      {...mergeProps(focusProps, hoverProps)}
      type="button"
      role="tab"
      id={id}
      aria-selected={isSelected}
      aria-controls={isSelected ? controls : undefined}
      tabIndex={isSelected ? 0 : -1}
      className={styles.buttonTab}
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
      onClick={onSelect}
    >
      {tab.label}
      {tab.badge !== undefined && tab.badge !== null && (
        <>
          {/* A space so the name reads 'For You 5', not 'For You5' (flex drops it visually). */}{' '}
          <Badge tone={tab.badgeTone ?? 'accent'} emphasis={isSelected ? 'solid' : 'subtle'} size="sm" aria-hidden={tab.badgeLabel ? true : undefined}>
            {tab.badge}
          </Badge>
          {tab.badgeLabel && <VisuallyHidden>{tab.badgeLabel}</VisuallyHidden>}
        </>
      )}
    </button>
  );
}

function Panel({ id, labelledBy, className, children }: { id: string; labelledBy: string; className?: string; children: ReactNode }) {
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...focusProps}
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={[styles.panel, className].filter(Boolean).join(' ')}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </div>
  );
}
