import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  Button as RACButton,
  Link as RACLink,
  VisuallyHidden,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { PanelLeft } from 'lucide-react';
import { mergeProps } from 'react-aria/mergeProps';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { deferred, usePreloadWhenIdle } from '../lazy/lazy.tsx';
import { breakpoints } from '../tokens/index.ts';
import * as styles from './Sidebar.css.ts';
import type { SidebarDrawerProps } from './SidebarDrawer.tsx';
import type { SidebarTooltipProps } from './SidebarTooltip.tsx';

/** Suggested cookie name for the app that persists the open state. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** The spec keeps the sidebar's open state in a cookie for 7 days (in seconds, for `max-age`). */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Ctrl+B (Windows, Linux) or Cmd+B (macOS) toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Under this query (the spec's mobile breakpoint, ≤768 px) the sidebar is a modal drawer. */
export const SIDEBAR_MOBILE_QUERY = `(max-width: ${breakpoints.mobileMax}px)`;

export const sidebarStates = ['expanded', 'collapsed'] as const;
export type SidebarState = (typeof sidebarStates)[number];

export interface SidebarContextValue {
  /** Docked sidebar: expanded (true) or collapsed to icons (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Toggles the drawer on mobile, the docked sidebar otherwise. */
  toggle: () => void;
  isMobile: boolean;
  /** Mobile drawer open. Not persisted: it always starts closed. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  state: SidebarState;
  /** Id of the docked sidebar element (for `aria-controls`). */
  sidebarId: string;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

/** The sidebar's state. Must be called inside a `SidebarProvider`. */
export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside a SidebarProvider');
  return value;
}

export interface SidebarProviderProps extends HTMLAttributes<HTMLDivElement> {
  /** Controlled open state of the docked sidebar (expanded = true). */
  open?: boolean;
  /** Initial open state when uncontrolled, e.g. read from the cookie. Default true. */
  defaultOpen?: boolean;
  /** Called with the new docked state, so the app can store it (see `SIDEBAR_COOKIE_MAX_AGE`). */
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * Holds the sidebar state, listens for Ctrl/Cmd+B anywhere on the page (except
 * while focus is inside another dialog) and lays out `Sidebar` + `SidebarInset`.
 */
export function SidebarProvider({
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  className,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobile = useMediaQuery(SIDEBAR_MOBILE_QUERY);
  const [openState, setOpenState] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);
  const open = openProp ?? openState;
  const sidebarId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      if (next !== open) onOpenChange?.(next);
    },
    [openProp, open, onOpenChange],
  );

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  // The drawer never stays open when the window grows past the mobile breakpoint.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== SIDEBAR_KEYBOARD_SHORTCUT) return;
      // Leave the shortcut to any other open dialog (a modal, the chat window).
      const dialog = document.activeElement?.closest('[role="dialog"], [role="alertdialog"]');
      if (dialog && !dialog.hasAttribute('data-sidebar-drawer')) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const state: SidebarState = open ? 'expanded' : 'collapsed';
  const value = useMemo<SidebarContextValue>(
    () => ({ open, setOpen, toggle, isMobile, openMobile, setOpenMobile, state, sidebarId }),
    [open, setOpen, toggle, isMobile, openMobile, state, sidebarId],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div {...props} data-sidebar-state={state} className={[styles.wrapper, className].filter(Boolean).join(' ')}>
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

export interface SidebarProps extends HTMLAttributes<HTMLElement> {
  /** Accessible name of the sidebar: its complementary landmark when docked, its dialog on mobile. Default 'Sidebar'. */
  'aria-label'?: string;
  children?: ReactNode;
}

/** The drawer's code loads when the page is idle on a narrow screen, or when the drawer first opens. */
/** The label shown beside a collapsed entry; fetched when the page is idle (see SidebarTooltip.tsx). */
const SidebarTooltip = deferred(() => import('./SidebarTooltip.tsx').then((module) => module.SidebarTooltip));

/**
 * A collapsed entry's tooltip trigger: react-aria's hover and focus rules (300 ms on hover, at once on keyboard
 * focus, Escape and pressing close it), with the tooltip itself rendered apart (`SidebarTooltip`). `outerRef` is
 * the caller's own ref to the element, kept alongside.
 */
function useCollapsedTooltip<T extends HTMLElement>(collapsed: boolean, outerRef?: Ref<T>) {
  const triggerRef = useRef<T | null>(null);
  const options = { isDisabled: !collapsed, delay: 300, closeDelay: 0 };
  const state = useTooltipTriggerState(options);
  const { triggerProps, tooltipProps } = useTooltipTrigger(options, state, triggerRef);
  const ref = useCallback(
    (element: T | null) => {
      triggerRef.current = element;
      if (typeof outerRef === 'function') outerRef(element);
      else if (outerRef) outerRef.current = element;
    },
    [outerRef],
  );
  const props: Omit<SidebarTooltipProps, 'children'> = { state, triggerRef, id: tooltipProps.id };
  // Given to a react-aria Link or Button, an onKeyDown would stop every key there (react-aria's default for its
  // handlers); the tooltip only listens, so the key goes on (the sidebar's Ctrl+B and the page's own shortcuts).
  const { onKeyDown, ...rest } = triggerProps;
  const listening = {
    ...rest,
    onKeyDown: (event: ReactKeyboardEvent<T> & { continuePropagation?: () => void }) => {
      onKeyDown?.(event);
      event.continuePropagation?.();
    },
  };
  return { ref, triggerProps: listening, tooltipProps: props };
}

const SidebarDrawer = deferred(() => import('./SidebarDrawer.tsx').then((module) => module.SidebarDrawer));

function MobileSidebar(props: SidebarDrawerProps) {
  usePreloadWhenIdle(SidebarDrawer);
  // Once opened it stays mounted, so that closing can animate.
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  if (props.isOpen && !hasOpened) setHasOpened(true);
  return hasOpened ? <SidebarDrawer {...props} /> : null;
}

/**
 * The sidebar itself: docked (16rem, or 3rem collapsed to icons) from 769 px, an `aside` landmark whose
 * every part sits in a landmark of its own or in it; a modal drawer (18rem, focus trapped, Escape or a press outside closes it) at 768 px and below.
 */
export function Sidebar({ 'aria-label': ariaLabel = 'Sidebar', className, children, ...props }: SidebarProps) {
  const { isMobile, openMobile, setOpenMobile, state, sidebarId } = useSidebar();

  if (isMobile) {
    return (
      <MobileSidebar isOpen={openMobile} onOpenChange={setOpenMobile} aria-label={ariaLabel} className={className}>
        {children}
      </MobileSidebar>
    );
  }

  // The aside spans the page's full height (its background and border never stop part-way down a long page);
  // the panel inside stays in view while the page scrolls.
  return (
    <aside
      {...props}
      aria-label={ariaLabel}
      id={sidebarId}
      data-sidebar=""
      data-state={state}
      className={[styles.sidebar, className].filter(Boolean).join(' ')}
    >
      <PreloadTooltips />
      <div className={styles.panel}>{children}</div>
    </aside>
  );
}

/** The docked sidebar fetches its entries' tooltips when the page is idle, so they show at once when collapsed. */
function PreloadTooltips() {
  usePreloadWhenIdle(SidebarTooltip);
  return null;
}

/** The page beside the sidebar. */
export function SidebarInset({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={[styles.inset, className].filter(Boolean).join(' ')} />;
}

/** Top of the sidebar: logo, product name. Read `useSidebar().state` to shorten it when collapsed. */
export function SidebarHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={[styles.header, className].filter(Boolean).join(' ')} />;
}

export interface SidebarContentProps extends HTMLAttributes<HTMLElement> {
  /** Name of the navigation landmark. Default 'Main'. */
  'aria-label'?: string;
}

/** The scrollable navigation area (a `nav` landmark). */
export function SidebarContent({ 'aria-label': ariaLabel = 'Main', className, ...props }: SidebarContentProps) {
  return <nav {...props} aria-label={ariaLabel} className={[styles.content, className].filter(Boolean).join(' ')} />;
}

/** Bottom of the sidebar: theme toggle, policy links, user menu. */
export function SidebarFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={[styles.footer, className].filter(Boolean).join(' ')} />;
}

export interface SidebarGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** Optional group heading; it stays readable by screen readers when collapsed. */
  label?: string;
  children?: ReactNode;
}

/** A list of `SidebarItem`s, optionally labelled. */
export function SidebarGroup({ label, className, children, ...props }: SidebarGroupProps) {
  const { state, isMobile } = useSidebar();
  const labelId = useId();
  const collapsed = state === 'collapsed' && !isMobile;
  return (
    <div
      {...props}
      role={label ? 'group' : undefined}
      aria-labelledby={label ? labelId : undefined}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {label &&
        (collapsed ? (
          <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
        ) : (
          <div id={labelId} className={styles.groupLabel}>
            {label}
          </div>
        ))}
      <ul className={styles.list}>{children}</ul>
    </div>
  );
}

interface ItemLabelProps {
  icon: ReactNode;
  label: ReactNode;
  badge?: ReactNode;
  collapsed: boolean;
}

function ItemBody({ icon, label, badge, collapsed }: ItemLabelProps) {
  return (
    <>
      <span className={styles.itemIcon} aria-hidden="true">
        {icon}
      </span>
      {collapsed ? (
        <VisuallyHidden>
          {label}
          {badge != null && <> ({badge})</>}
        </VisuallyHidden>
      ) : (
        <>
          <span className={styles.itemLabel}>{label}</span>
          {badge != null && <span className={styles.itemBadge}>{badge}</span>}
        </>
      )}
    </>
  );
}

export interface SidebarItemProps extends Omit<RACLinkProps, 'children'> {
  /** Decorative icon (hidden from assistive technology). */
  icon: ReactNode;
  /** The entry's label; when collapsed it remains the accessible name and shows as a tooltip. */
  children: ReactNode;
  /** Whether this entry is the current page (the caller decides; ui knows no routes). */
  isActive?: boolean;
  /** Optional trailing content, e.g. an unread count. */
  badge?: ReactNode;
}

/**
 * A navigation entry: a react-aria `Link` (client routing via the app's
 * `RouterProvider`) with `aria-current="page"` when active. Closes the drawer on mobile.
 */
export function SidebarItem({ icon, children, isActive = false, badge, className, onPress, ...props }: SidebarItemProps) {
  const { state, isMobile, setOpenMobile } = useSidebar();
  const collapsed = state === 'collapsed' && !isMobile;
  const tooltip = useCollapsedTooltip<HTMLAnchorElement>(collapsed);
  return (
    <li>
      <RACLink
        {...mergeProps(props, tooltip.triggerProps)}
        ref={tooltip.ref}
        aria-current={isActive ? 'page' : undefined}
        onPress={(event) => {
          onPress?.(event);
          if (isMobile) setOpenMobile(false);
        }}
        className={composeRenderProps(className, (userClass) => [styles.item, userClass].filter(Boolean).join(' '))}
      >
        <ItemBody icon={icon} label={children} badge={badge} collapsed={collapsed} />
      </RACLink>
      {collapsed && <SidebarTooltip {...tooltip.tooltipProps}>{children}</SidebarTooltip>}
    </li>
  );
}

export interface SidebarButtonProps extends Omit<RACButtonProps, 'children'> {
  /** The button element (for focusing it, or anchoring a popover). */
  ref?: Ref<HTMLButtonElement>;
  /** A hint read after the name ('Switches to Dark'); linked with aria-describedby, as react-aria's Button drops aria-description. */
  description?: string;
  icon: ReactNode;
  children: ReactNode;
  badge?: ReactNode;
}

/**
 * An action styled like an entry (theme toggle, user menu trigger): a
 * react-aria `Button` that collapses to its icon, so it works as a `MenuTrigger` child.
 */
export function SidebarButton({ icon, children, badge, description, className, ...props }: SidebarButtonProps) {
  const { state, isMobile } = useSidebar();
  const collapsed = state === 'collapsed' && !isMobile;
  const descriptionId = useId();
  const describedBy = [props['aria-describedby'], description ? descriptionId : undefined].filter(Boolean).join(' ') || undefined;
  const tooltip = useCollapsedTooltip<HTMLButtonElement>(collapsed, props.ref);
  return (
    <>
      <RACButton
        {...mergeProps(props, tooltip.triggerProps)}
        ref={tooltip.ref}
        aria-describedby={[describedBy, tooltip.triggerProps['aria-describedby']].filter(Boolean).join(' ') || undefined}
        className={composeRenderProps(className, (userClass) => [styles.item, userClass].filter(Boolean).join(' '))}
      >
        <ItemBody icon={icon} label={children} badge={badge} collapsed={collapsed} />
        {description && (
          <span id={descriptionId} hidden>
            {description}
          </span>
        )}
      </RACButton>
      {collapsed && <SidebarTooltip {...tooltip.tooltipProps}>{children}</SidebarTooltip>}
    </>
  );
}

export interface SidebarTriggerProps extends Omit<RACButtonProps, 'children'> {
  /** Replaces the default panel icon. */
  children?: ReactNode;
}

/** The 'Toggle sidebar' button: collapses/expands the docked sidebar, opens the drawer on mobile. */
export function SidebarTrigger({ className, onPress, children, ...props }: SidebarTriggerProps) {
  const { toggle, isMobile, open, openMobile, sidebarId } = useSidebar();
  return (
    <RACButton
      aria-label="Toggle sidebar"
      aria-keyshortcuts="Control+B Meta+B"
      {...props}
      aria-expanded={isMobile ? openMobile : open}
      aria-controls={isMobile ? undefined : sidebarId}
      onPress={(event) => {
        onPress?.(event);
        toggle();
      }}
      className={composeRenderProps(className, (userClass) => [styles.trigger, userClass].filter(Boolean).join(' '))}
    >
      {children ?? <PanelLeft aria-hidden="true" size="1.25rem" />}
    </RACButton>
  );
}
