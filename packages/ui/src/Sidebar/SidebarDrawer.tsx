import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as RACButton, Dialog as RACDialog, Modal as RACModal, ModalOverlay as RACModalOverlay } from 'react-aria-components';
import * as styles from './Sidebar.css.ts';

export interface SidebarDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  'aria-label': string;
  className?: string;
  children?: ReactNode;
}

/**
 * The sidebar at 768 px and below: a modal drawer (18rem, focus trapped and starting on its close button,
 * Escape or a press outside closes it). Sidebar.tsx loads this module on
 * demand, so a wide screen never fetches it.
 */
export function SidebarDrawer({ isOpen, onOpenChange, 'aria-label': ariaLabel, className, children }: SidebarDrawerProps) {
  return (
    <RACModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.drawerOverlay}>
      <RACModal className={[styles.drawer, className].filter(Boolean).join(' ')}>
        <RACDialog aria-label={ariaLabel} className={styles.drawerDialog} data-sidebar-drawer="" data-sidebar-mobile="">
          {/*
            The drawer opens with focus on its first control, as a dialog's first focusable element. Focus on the
            dialog itself would arm React Aria's half-second refocus (for VoiceOver on iOS), which takes the focus
            back from wherever it is passing through the body then: a menu opened and closed in the drawer within that
            half second lost its focus to the drawer instead of returning it to its button.
          */}
          <RACButton autoFocus aria-label="Close sidebar" className={[styles.trigger, styles.drawerClose].join(' ')} onPress={() => onOpenChange(false)}>
            <X aria-hidden="true" size="1.25rem" />
          </RACButton>
          {children}
        </RACDialog>
      </RACModal>
    </RACModalOverlay>
  );
}
