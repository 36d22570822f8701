import type { ReactNode, RefObject } from 'react';
import { Tooltip as RACTooltip, TooltipContext, TooltipTriggerStateContext } from 'react-aria-components';
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import * as styles from './Sidebar.css.ts';

export interface SidebarTooltipProps {
  /** The entry's tooltip state (react-stately's, driven by the entry's hover and focus). */
  state: TooltipTriggerState;
  /** The entry the tooltip names. */
  triggerRef: RefObject<HTMLElement | null>;
  /** The tooltip's id: the entry is described by it while it shows. */
  id: string | undefined;
  children: ReactNode;
}

/**
 * A collapsed entry's label beside it: react-aria's Tooltip, given the state and id its TooltipTrigger would give
 * it. Placing a tooltip next to its entry is the heavier part of a tooltip; it is in this file, which Sidebar
 * fetches when idle and uses only while the sidebar is collapsed.
 */
export function SidebarTooltip({ state, triggerRef, id, children }: SidebarTooltipProps) {
  // The id reaches the tooltip's element through its context, as with react-aria's own trigger; the context's
  // type omits it.
  const context = { id, triggerRef } as { triggerRef: RefObject<HTMLElement | null> };
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <TooltipContext.Provider value={context}>
        <RACTooltip placement="end" offset={8} className={styles.tooltip}>
          {children}
        </RACTooltip>
      </TooltipContext.Provider>
    </TooltipTriggerStateContext.Provider>
  );
}
