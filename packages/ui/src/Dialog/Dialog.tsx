import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  Heading as RACHeading,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
  type DialogProps as RACDialogProps,
  type DialogRenderProps,
  type DialogTriggerProps,
  type ModalOverlayProps as RACModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Dialog.css.ts';

export { dialogSizes, type DialogSize } from './Dialog.css.ts';
export type { DialogRenderProps, DialogTriggerProps };

/** Opens the dialog it contains from the first child (a Button); focus returns to it on close. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />;
}

/** Content that may need the dialog's `close` (e.g. a Cancel button). */
export type DialogSlot = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

/** Modal state props: controlled (`isOpen` + `onOpenChange`) or driven by a surrounding DialogTrigger. */
export type ModalStateProps = Pick<
  RACModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled' | 'shouldCloseOnInteractOutside'
>;

export interface DialogProps extends Omit<RACDialogProps, 'children' | 'className' | 'style'>, ModalStateProps {
  /** Labels the dialog. */
  title: ReactNode;
  /** A short line under the title; it describes the dialog to assistive technology. */
  description?: ReactNode;
  /** The body; it scrolls when taller than the screen. */
  children?: DialogSlot;
  /** Actions, right-aligned (stacked full width on phones). */
  footer?: DialogSlot;
  size?: styles.DialogSize;
  /** Hides the 'Close' button in the corner (Escape still closes unless disabled). */
  hideCloseButton?: boolean;
  /** Added to the modal panel. */
  className?: string;
}

/**
 * A modal dialog: title, optional description, scrollable body and footer
 * actions, a 'Close' button, Escape (and, with `isDismissable`, a click
 * outside) to close. Focus is trapped inside and returns to the trigger.
 * Full screen on phones.
 *
 * ```tsx
 * <DialogTrigger>
 *   <Button>Edit</Button>
 *   <Dialog title="Edit profile" footer={({ close }) => <Button onPress={close}>Done</Button>}>…</Dialog>
 * </DialogTrigger>
 * ```
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  size = 'md',
  hideCloseButton = false,
  className,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  shouldCloseOnInteractOutside,
  ...dialogProps
}: DialogProps) {
  const descriptionId = useId();
  return (
    <RACModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      shouldCloseOnInteractOutside={shouldCloseOnInteractOutside}
    >
      <RACModal className={[styles.modal, styles.size[size], className].filter(Boolean).join(' ')} data-size={size}>
        <RACDialog aria-describedby={description ? descriptionId : undefined} {...dialogProps} className={styles.dialog}>
          {(renderProps) => (
            <>
              <DialogHeader
                title={title}
                description={description}
                descriptionId={descriptionId}
                onClose={hideCloseButton ? undefined : renderProps.close}
                hasBody={children != null}
              />
              {children != null && <DialogBody>{typeof children === 'function' ? children(renderProps) : children}</DialogBody>}
              {footer && <div className={styles.footer}>{typeof footer === 'function' ? footer(renderProps) : footer}</div>}
            </>
          )}
        </RACDialog>
      </RACModal>
    </RACModalOverlay>
  );
}

interface DialogHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  descriptionId?: string;
  /** Shows the 'Close' button when given. */
  onClose?: () => void;
  /** Keeps the title for screen readers only. */
  titleClassName?: string;
  /** False when nothing follows but the footer (an alert's message lives in the description). */
  hasBody?: boolean;
}

/** Title (the dialog's name), description and close button; shared with Drawer. */
export function DialogHeader({ title, description, descriptionId, onClose, titleClassName, hasBody = true }: DialogHeaderProps) {
  return (
    <div className={[styles.header, !hasBody && styles.headerAlone].filter(Boolean).join(' ')}>
      <div className={styles.headings}>
        <RACHeading slot="title" level={2} className={[styles.title, titleClassName].filter(Boolean).join(' ')}>
          {title}
        </RACHeading>
        {description && (
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
        )}
      </div>
      {onClose && (
        <IconButton label="Close" variant="ghost" size="sm" className={styles.closeButton} onPress={onClose}>
          <X />
        </IconButton>
      )}
    </div>
  );
}

/** A scrolling body; it joins the tab order only when it scrolls, so keyboard users can scroll it. */
export function DialogBody({ children, className }: { children?: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollable(ref);
  return (
    <div ref={ref} className={[styles.body, className].filter(Boolean).join(' ')} tabIndex={isScrollable ? 0 : undefined}>
      {children}
    </div>
  );
}

function useIsScrollable(ref: RefObject<HTMLElement | null>) {
  const [isScrollable, setIsScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer's first report comes with the first layout: measuring here as well would force one early.
    const measure = () => setIsScrollable(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return isScrollable;
}
