import { Check, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Collection as RACCollection,
  Header as RACHeader,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  Popover as RACPopover,
  Separator as RACSeparator,
  SubmenuTrigger as RACSubmenuTrigger,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type MenuTriggerProps,
  type PopoverProps as RACPopoverProps,
  type SeparatorProps,
  type SubmenuTriggerProps,
} from 'react-aria-components';
import * as popoverStyles from '../Popover/Popover.css.ts';
import * as styles from './Menu.css.ts';

export { menuItemVariants, type MenuItemVariant } from './Menu.css.ts';
export type { MenuTriggerProps, SubmenuTriggerProps };

/** Gap between trigger and menu, in px as RAC positions it. */
const MENU_OFFSET = 4;

/**
 * Opens its Menu from the first child (a Button or IconButton): press, Enter,
 * Space or ArrowDown (first item) / ArrowUp (last item). Focus returns to the
 * trigger when the menu closes.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

/** An item that opens a nested Menu (ArrowRight / Enter opens it, ArrowLeft closes it). */
export function SubmenuTrigger(props: SubmenuTriggerProps) {
  return <RACSubmenuTrigger {...props} />;
}

export interface MenuProps<T> extends RACMenuProps<T> {
  /** Where the menu opens relative to its trigger. Default 'bottom start'. */
  placement?: RACPopoverProps['placement'];
  /** Added to the popover around the menu. */
  popoverClassName?: string;
  /**
   * Outside a MenuTrigger: the element the menu is anchored to and returns the focus to, with
   * `isOpen` / `onOpenChange`. A press on that element is not an outside press (it toggles).
   */
  triggerRef?: RACPopoverProps['triggerRef'];
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A list of actions (or links) in a popover. Arrow keys move, typing jumps to
 * an item, Enter or a click runs it (`onAction(key)` on the menu or the item),
 * Escape closes. Supports sections, separators, icons, shortcuts, selection and
 * submenus, all from react-aria.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  popoverClassName,
  className,
  triggerRef,
  isOpen,
  onOpenChange,
  ...props
}: MenuProps<T>) {
  // Only outside a MenuTrigger: inside one, its context says where and whether the menu is open.
  // As react-aria's MenuTrigger sets it up: a popover (role dialog) named like the menu, by its trigger.
  const standalone = triggerRef
    ? {
        trigger: 'MenuTrigger',
        triggerRef,
        isOpen,
        onOpenChange,
        'aria-labelledby': props['aria-labelledby'],
        shouldCloseOnInteractOutside: (element: Element) => !triggerRef.current?.contains(element),
      }
    : {};
  return (
    <RACPopover
      {...standalone}
      placement={placement}
      offset={MENU_OFFSET}
      className={[popoverStyles.popover, popoverClassName].filter(Boolean).join(' ')}
    >
      <RACMenu {...props} className={composeRenderProps(className, (userClass) => [styles.menu, userClass].filter(Boolean).join(' '))} />
    </RACPopover>
  );
}

export interface MenuItemProps<T = object> extends Omit<RACMenuItemProps<T>, 'children'> {
  children: ReactNode;
  /** An icon before the label (e.g. a lucide-react element); decorative. */
  icon?: ReactNode;
  /** A second line under the label; it describes the item. */
  description?: ReactNode;
  /** A keyboard shortcut shown at the end, e.g. '⌘K'. It is a hint only: the caller binds the key. */
  shortcut?: string;
  /** 'critical' for destructive items such as 'Log out'. */
  variant?: styles.MenuItemVariant;
}

/**
 * One menu entry. With `href` it renders a link (client routing comes from the
 * app's RouterProvider); otherwise it is an action (`onAction`).
 */
export function MenuItem<T extends object>({
  children,
  icon,
  description,
  shortcut,
  variant = 'default',
  className,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-variant={variant}
      className={composeRenderProps(className, (userClass) =>
        [styles.item, styles.variant[variant], userClass].filter(Boolean).join(' '),
      )}
    >
      {({ selectionMode, isSelected, hasSubmenu }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={styles.check} aria-hidden="true">
              {isSelected && <Check />}
            </span>
          )}
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          {/* The name is the whole visible text (label, description, shortcut), so it always
              contains what sighted users read (WCAG 2.5.3, checked by axe). */}
          <span className={styles.labels}>
            <span>{children}</span>
            {description && <span className={styles.description}>{description}</span>}
          </span>
          {shortcut && <kbd className={styles.shortcut}>{shortcut}</kbd>}
          {hasSubmenu && (
            <span className={styles.chevron} aria-hidden="true">
              <ChevronRight />
            </span>
          )}
        </>
      )}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T> extends RACMenuSectionProps<T> {
  /** The section's heading; it labels the group. */
  title?: ReactNode;
}

/** A titled group of items; `items` plus a render function work too. */
export function MenuSection<T extends object>({ title, children, items, className, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={[styles.section, className].filter(Boolean).join(' ')}>
      {title && <RACHeader className={styles.sectionHeader}>{title}</RACHeader>}
      {typeof children === 'function' ? <RACCollection items={items}>{children}</RACCollection> : children}
    </RACMenuSection>
  );
}

export function MenuSeparator({ className, ...props }: SeparatorProps) {
  return <RACSeparator {...props} className={[styles.separator, className].filter(Boolean).join(' ')} />;
}
