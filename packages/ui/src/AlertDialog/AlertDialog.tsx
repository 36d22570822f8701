import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Dialog, type ModalStateProps } from '../Dialog/Dialog.tsx';
import * as styles from './AlertDialog.css.ts';

export { alertDialogVariants, type AlertDialogVariant } from './AlertDialog.css.ts';

export interface AlertDialogProps extends Omit<ModalStateProps, 'isDismissable' | 'shouldCloseOnInteractOutside'> {
  /** Labels the alert dialog. */
  title: ReactNode;
  /** The message; it describes the dialog to assistive technology. */
  children: ReactNode;
  /** Label of the confirm button, e.g. 'Disconnect'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** 'critical' for destructive actions (the default), 'primary' otherwise. */
  variant?: styles.AlertDialogVariant;
  /**
   * Runs on confirm. Return a promise to keep the dialog open with a pending
   * confirm button until it settles: it closes when the promise resolves and
   * stays open (for the caller to show the error) when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Runs when the dialog closes without confirming: Cancel or Escape. */
  onCancel?: () => void;
  /** Forces the pending state, e.g. while a mutation the caller owns runs. */
  isPending?: boolean;
  /** What the confirm button announces while pending, e.g. 'Disconnecting...' (Button's `pendingLabel`). */
  pendingLabel?: string;
}

/**
 * A confirmation that interrupts: role alertdialog, a title, a message, Cancel
 * and a confirm action. Focus starts on Cancel (the safe choice); Escape
 * cancels; a click outside does nothing.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'critical',
  onConfirm,
  onCancel,
  isPending: isPendingProp = false,
  pendingLabel,
  isKeyboardDismissDisabled = false,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
}: AlertDialogProps) {
  const [isConfirming, setConfirming] = useState(false);
  const isPending = isPendingProp || isConfirming;

  // Open state: controlled, or from a surrounding DialogTrigger, or local. Owning
  // it here lets every way of closing without confirming (Cancel, Escape) call onCancel.
  const triggerState = useContext(OverlayTriggerStateContext);
  const [localOpen, setLocalOpen] = useState(defaultOpen);
  const isOpen = isOpenProp ?? triggerState?.isOpen ?? localOpen;
  const confirmed = useRef(false);
  useEffect(() => {
    if (isOpen) confirmed.current = false;
  }, [isOpen]);
  const setOpen = (open: boolean) => {
    if (!open && !confirmed.current) onCancel?.();
    if (isOpenProp === undefined) {
      if (triggerState) triggerState.setOpen(open);
      else setLocalOpen(open);
    }
    onOpenChange?.(open);
  };

  const confirm = async (close: () => void) => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      confirmed.current = true;
      close();
      return;
    }
    setConfirming(true);
    try {
      await result;
      confirmed.current = true;
      close();
    } catch {
      // The caller reports the failure (a toast, say); the dialog stays open to retry.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      role="alertdialog"
      size="sm"
      title={title}
      description={<span className={styles.message}>{children}</span>}
      hideCloseButton
      isDismissable={false}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled || isPending}
      footer={({ close }) => (
        <>
          <Button
            variant="secondary"
            autoFocus
            isDisabled={isPending}
            onPress={close}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={variant}
            isPending={isPending}
            {...(pendingLabel ? { pendingLabel } : {})}
            onPress={() => void confirm(close)}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    />
  );
}
