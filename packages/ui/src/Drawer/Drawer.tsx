import { useId, type ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading as RACHeading,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
  type DialogProps as RACDialogProps,
} from 'react-aria-components';
import * as dialogStyles from '../Dialog/Dialog.css.ts';
import { DialogBody, DialogHeader, type DialogSlot, type ModalStateProps } from '../Dialog/Dialog.tsx';
import * as styles from './Drawer.css.ts';

export { drawerPlacements, drawerSizes, type DrawerPlacement, type DrawerSize } from './Drawer.css.ts';
export { DialogTrigger as DrawerTrigger } from '../Dialog/Dialog.tsx';

export interface DrawerProps extends Omit<RACDialogProps, 'children' | 'className' | 'style'>, ModalStateProps {
  /** Names the drawer (always), shown unless `hideTitle`. */
  title: ReactNode;
  /** Keeps the title for screen readers only, e.g. a navigation drawer whose content speaks for itself. */
  hideTitle?: boolean;
  description?: ReactNode;
  /** The side it slides in from. Default 'left'. */
  placement?: styles.DrawerPlacement;
  /** Width of a side drawer; 'sm' (the default) is the spec's 18rem mobile sidebar. */
  size?: styles.DrawerSize;
  children?: DialogSlot;
  footer?: DialogSlot;
  hideCloseButton?: boolean;
  /** 'none' lets the content (a navigation list, say) run to the edges. Default 'md'. */
  padding?: 'none' | 'md';
  /** Added to the panel. */
  className?: string;
}

/**
 * A modal panel sliding in from the left, right or bottom (the sidebar becomes
 * one under 768 px). Escape and a click on the backdrop close it; focus is
 * trapped inside and returns to what opened it.
 */
export function Drawer({
  title,
  hideTitle = false,
  description,
  placement = 'left',
  size = 'sm',
  children,
  footer,
  hideCloseButton = false,
  padding = 'md',
  className,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  shouldCloseOnInteractOutside,
  ...dialogProps
}: DrawerProps) {
  const descriptionId = useId();
  return (
    <RACModalOverlay
      className={[styles.overlay, styles.overlayPlacement[placement]].join(' ')}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      shouldCloseOnInteractOutside={shouldCloseOnInteractOutside}
    >
      <RACModal
        className={[styles.panel, styles.placement[placement], placement !== 'bottom' && styles.size[size], className]
          .filter(Boolean)
          .join(' ')}
        data-placement={placement}
      >
        <RACDialog aria-describedby={description ? descriptionId : undefined} {...dialogProps} className={styles.dialog}>
          {(renderProps) => (
            <>
              {hideTitle && hideCloseButton ? (
                <RACHeading slot="title" level={2} className={styles.visuallyHidden}>
                  {title}
                </RACHeading>
              ) : (
                <DialogHeader
                  title={title}
                  titleClassName={hideTitle ? styles.visuallyHidden : undefined}
                  description={description}
                  descriptionId={descriptionId}
                  onClose={hideCloseButton ? undefined : renderProps.close}
                  hasBody={children != null}
                />
              )}
              {children != null && (
                <DialogBody className={padding === 'none' ? styles.flushBody : undefined}>
                  {typeof children === 'function' ? children(renderProps) : children}
                </DialogBody>
              )}
              {footer && <div className={dialogStyles.footer}>{typeof footer === 'function' ? footer(renderProps) : footer}</div>}
            </>
          )}
        </RACDialog>
      </RACModal>
    </RACModalOverlay>
  );
}
