import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { UNSTABLE_ToastQueue as ToastQueue, type ToastRegionProps as RACToastRegionProps } from 'react-aria-components';
import { deferred, usePreloadWhenIdle } from '../lazy/lazy.tsx';
import { media } from '../tokens/index.ts';
import type { ToastPosition, ToastSeverity } from './Toast.css.ts';

export { toastSeverities, toastPositions, type ToastSeverity, type ToastPosition } from './Toast.css.ts';

/** Default time a toast stays on screen, in ms (the spec's "medium" toasts). */
export const DEFAULT_TOAST_DURATION = 4000;
/** How many toasts show at once; the rest wait in the queue. */
export const MAX_VISIBLE_TOASTS = 5;

export interface ToastAction {
  /** Button label, e.g. 'Retry' or 'Reload'. */
  label: string;
  /** Called when the button is pressed; the toast closes afterwards. */
  onAction: () => void;
}

/** What the queue holds for each toast. */
export interface ToastContent {
  title: string;
  description?: string;
  severity: ToastSeverity;
  action?: ToastAction;
  /** Overrides the region's default position for this toast (the spec puts some toasts at top centre). */
  position?: ToastPosition;
}

export interface ShowToastOptions extends Omit<ToastContent, 'severity'> {
  /** Defaults to 'info'. */
  severity?: ToastSeverity;
  /** Time on screen in ms; the spec uses 3000 to 8000. Default 4000; 0 keeps it until closed. */
  duration?: number;
  /** Called once the toast is closed, by the user, its action or its timer. */
  onClose?: () => void;
}

export type ToastShorthandOptions = Omit<ShowToastOptions, 'title' | 'severity'>;

/**
 * Entering and exiting toasts animate as view transitions, unless the browser
 * lacks them or the user prefers reduced motion.
 */
function wrapUpdate(update: () => void) {
  const canTransition =
    typeof document !== 'undefined' &&
    typeof document.startViewTransition === 'function' &&
    !window.matchMedia(media.reducedMotion).matches;
  if (!canTransition) {
    update();
    return;
  }
  const transition = document.startViewTransition(() => flushSync(update));
  // A skipped transition (another one started, or the page is hidden) rejects these; the update still runs.
  const ignore = () => {};
  transition.ready.catch(ignore);
  transition.finished.catch(ignore);
  transition.updateCallbackDone.catch(ignore);
}

/** Creates a queue of toasts; most code uses the global `toastQueue` instead. */
export function createToastQueue() {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: MAX_VISIBLE_TOASTS, wrapUpdate });
}

export type ToastQueueType = ReturnType<typeof createToastQueue>;

/** The app-wide queue that `toast` writes to and `<ToastRegion />` shows by default. */
export const toastQueue: ToastQueueType = createToastQueue();

/** The `toast` API bound to a queue; usable outside React (error handlers, loaders). */
export function createToastApi(queue: ToastQueueType) {
  const show = ({ duration = DEFAULT_TOAST_DURATION, severity = 'info', onClose, ...content }: ShowToastOptions): string => {
    // The same message again while it is still on screen (a retried call failing twice): one toast, not a stack.
    const same = queue.visibleToasts.find(
      (shown) =>
        shown.content.title === content.title &&
        shown.content.description === content.description &&
        shown.content.severity === severity,
    );
    if (same) return same.key;
    return queue.add({ ...content, severity }, { timeout: duration > 0 ? duration : undefined, onClose });
  };
  const withSeverity =
    (severity: ToastSeverity) =>
    (title: string, options: ToastShorthandOptions = {}): string =>
      show({ ...options, title, severity });
  return {
    /** Shows a toast and returns its key (for `dismiss`). */
    show,
    info: withSeverity('info'),
    success: withSeverity('success'),
    warning: withSeverity('warning'),
    error: withSeverity('error'),
    critical: withSeverity('critical'),
    /** Closes one toast by the key `show` returned. */
    dismiss: (key: string) => queue.close(key),
    /**
     * Closes every toast, visible or waiting. With none on screen there is none waiting either, and
     * nothing is done: clearing runs as a view transition, which would hold the page's hit testing
     * (clicks land on the document) for its whole animation although nothing changes.
     */
    clear: () => {
      if (queue.visibleToasts.length > 0) queue.clear();
    },
  };
}

export type ToastApi = ReturnType<typeof createToastApi>;

/** `toast.success('Avatar updated!')`, `toast.show({ title, severity: 'error', action: { label: 'Retry', onAction } })`. */
export const toast: ToastApi = createToastApi(toastQueue);

/*
 * Only one region per queue renders: a second <ToastRegion /> for the same
 * queue (say one in the app shell and one in a story) would show every toast
 * twice and add a second "Notifications" landmark. The first mounted wins; the
 * next takes over when it unmounts.
 */
const regionOwners = new Map<ToastQueueType, symbol[]>();
const ownerListeners = new Set<() => void>();
function subscribeOwners(listener: () => void) {
  ownerListeners.add(listener);
  return () => {
    ownerListeners.delete(listener);
  };
}
function useIsRegionOwner(queue: ToastQueueType) {
  const [id] = useState(() => Symbol('ToastRegion'));
  useLayoutEffect(() => {
    regionOwners.set(queue, [...(regionOwners.get(queue) ?? []), id]);
    ownerListeners.forEach((listener) => listener());
    return () => {
      const rest = (regionOwners.get(queue) ?? []).filter((owner) => owner !== id);
      if (rest.length > 0) regionOwners.set(queue, rest);
      else regionOwners.delete(queue);
      ownerListeners.forEach((listener) => listener());
    };
  }, [queue, id]);
  const isOwner = useCallback(() => regionOwners.get(queue)?.[0] === id, [queue, id]);
  return useSyncExternalStore(subscribeOwners, isOwner, () => false);
}

export interface ToastRegionProps extends Omit<RACToastRegionProps<ToastContent>, 'queue' | 'children'> {
  /** Where toasts appear unless a toast names its own position. Default 'bottom-right'. */
  position?: ToastPosition;
  /** Defaults to the global `toastQueue`. */
  queue?: ToastQueueType;
}

/** The on-screen region: its code loads when the page is idle or at the first toast. */
const ToastView = deferred(() => import('./ToastView.tsx').then((module) => module.ToastView));

/**
 * Resolves once a toast can be on screen: the region's code has loaded (or could not load). Code
 * that leaves the page a set time after a toast (a reload) waits for this first, so that the toast
 * gets its time on screen even on a first visit. Never rejects.
 */
export function toastsReady(): Promise<void> {
  return ToastView.preload().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Render once at the root of the app. It is a landmark named 'Notifications'
 * (F6 moves focus into it); timers pause while it is hovered or focused.
 */
export function ToastRegion({ position = 'bottom-right', queue = toastQueue, className, ...props }: ToastRegionProps) {
  const isOwner = useIsRegionOwner(queue);
  // Mount the RAC region only while there are toasts: it registers its F6 landmark
  // when its element exists, and with a fixed label it would not register again later.
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  const hasToasts = useSyncExternalStore(subscribe, () => queue.visibleToasts.length > 0, () => false);
  // Loaded once the page is idle, so that a toast still shows after the network is gone.
  usePreloadWhenIdle(ToastView);
  if (!isOwner || !hasToasts) return null;
  return (
    <ToastView {...props} aria-label={props['aria-label'] ?? 'Notifications'} queue={queue} className={className} position={position} />
  );
}
