import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import {
  Button as RACButton,
  Dialog as RACDialog,
  VisuallyHidden,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { ChevronUp, GripHorizontal, Minus, MoveDiagonal2, X } from 'lucide-react';
import { Heading } from '../Heading/Heading.tsx';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { breakpoints } from '../tokens/index.ts';
import * as styles from './FloatingPanel.css.ts';

export interface PanelSize {
  width: number;
  height: number;
}

/** Top-left corner of the window, in viewport pixels. */
export interface PanelPosition {
  x: number;
  y: number;
}

/** The spec's drag margin: the window stays at least 16 px inside the viewport. */
export const FLOATING_PANEL_MARGIN = 16;
/** The spec's preset sizes sm, md, lg. */
export const floatingPanelSizes = {
  sm: { width: 340, height: 400 },
  md: { width: 420, height: 520 },
  lg: { width: 480, height: 620 },
} as const satisfies Record<string, PanelSize>;
export const floatingPanelSizeNames = ['sm', 'md', 'lg'] as const;
/** The spec's resizable range: width 320-1200, height 400-1000. */
export const FLOATING_PANEL_MIN_SIZE: PanelSize = { width: 320, height: 400 };
export const FLOATING_PANEL_MAX_SIZE: PanelSize = { width: 1200, height: 1000 };
/** The spec's minimised bar. */
export const FLOATING_PANEL_MINIMIZED_SIZE: PanelSize = { width: 280, height: 60 };
/** Pixels per arrow key press on the move and resize handles (four times that with Shift). */
export const FLOATING_PANEL_KEYBOARD_STEP = 16;
/** Under this query (≤768 px) the window is fixed to the bottom and cannot be moved or resized. */
export const FLOATING_PANEL_MOBILE_QUERY = `(max-width: ${breakpoints.mobileMax}px)`;

export interface FloatingPanelLabels {
  close: string;
  minimize: string;
  /** Prefix of the minimised bar's button, read before the title ('Restore Link'). */
  restore: string;
  move: string;
  moveHint: string;
  resize: string;
  resizeHint: string;
}

export const defaultFloatingPanelLabels: FloatingPanelLabels = {
  close: 'Close',
  minimize: 'Minimize',
  restore: 'Restore',
  move: 'Move window',
  moveHint: 'Drag, or use the arrow keys to move the window.',
  resize: 'Resize window',
  resizeHint: 'Drag, or use the arrow keys: left and up make the window larger, right and down smaller.',
};

export interface FloatingPanelProps {
  /** Names the dialog (and the minimised bar). */
  title: string;
  /** Shown before the title, e.g. the advisor's avatar. Decorative. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Default true. */
  isOpen?: boolean;
  /** Shows the built-in close button. */
  onClose?: () => void;
  isMinimized?: boolean;
  defaultMinimized?: boolean;
  onMinimizedChange?: (isMinimized: boolean) => void;
  /** Hide the built-in minimise button (the caller provides its own). */
  hideMinimize?: boolean;
  size?: PanelSize;
  /** Default `floatingPanelSizes.md` (420x520). */
  defaultSize?: PanelSize;
  onSizeChange?: (size: PanelSize) => void;
  /** Resize bounds; default the spec's 320x400 to 1200x1000. The viewport also bounds the size. */
  minSize?: PanelSize;
  maxSize?: PanelSize;
  /** Top-left corner; `null` anchors the window bottom-right (16 px from the edges). */
  position?: PanelPosition | null;
  defaultPosition?: PanelPosition | null;
  onPositionChange?: (position: PanelPosition) => void;
  /** Extra header buttons (e.g. mute), before the built-in minimise and close. Use `FloatingPanelHeaderButton`. */
  headerActions?: ReactNode;
  labels?: Partial<FloatingPanelLabels>;
  className?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport without scrollbars, as "width x height" so the snapshot is stable. */
function useViewport(): PanelSize {
  const snapshot = useSyncExternalStore(
    subscribeToResize,
    () => `${document.documentElement.clientWidth}x${window.innerHeight}`,
    () => '1280x800',
  );
  const [width = 1280, height = 800] = snapshot.split('x').map(Number);
  return { width, height };
}

/** Controlled-or-uncontrolled state in one hook. */
function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [inner, setInner] = useState(defaultValue);
  const current = value === undefined ? inner : value;
  const set = useCallback(
    (next: T) => {
      if (value === undefined) setInner(next);
      onChange?.(next);
    },
    [value, onChange],
  );
  return [current, set] as const;
}

type Drag =
  | { kind: 'move'; pointerId: number; startX: number; startY: number; origin: PanelPosition }
  | { kind: 'resize'; pointerId: number; startX: number; startY: number; origin: PanelPosition; size: PanelSize };

export interface FloatingPanelHeaderButtonProps extends Omit<RACButtonProps, 'aria-label'> {
  /** Required: header buttons show only an icon. */
  'aria-label': string;
}

/** An icon button styled for the panel header (mute, clear...). */
export function FloatingPanelHeaderButton({ className, ...props }: FloatingPanelHeaderButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (userClass) => [styles.iconButton, userClass].filter(Boolean).join(' '))}
    />
  );
}

/**
 * A non-modal window for the advisor popup. From 769 px it can be dragged by its
 * header (or moved with the arrow keys on its move handle) and resized from its
 * top-left corner handle (pointer or arrow keys), always staying 16 px inside the
 * viewport and within `minSize`/`maxSize`. At 768 px and below it is fixed to the
 * bottom with 16 px margins. Minimised, it is a 280x60 bar that restores on press.
 */
export function FloatingPanel({
  title,
  icon,
  children,
  isOpen = true,
  onClose,
  isMinimized: isMinimizedProp,
  defaultMinimized = false,
  onMinimizedChange,
  hideMinimize = false,
  size: sizeProp,
  defaultSize = floatingPanelSizes.md,
  onSizeChange,
  minSize = FLOATING_PANEL_MIN_SIZE,
  maxSize = FLOATING_PANEL_MAX_SIZE,
  position: positionProp,
  defaultPosition = null,
  onPositionChange,
  headerActions,
  labels: labelsProp,
  className,
}: FloatingPanelProps) {
  const labels = { ...defaultFloatingPanelLabels, ...labelsProp };
  const [isMinimized, setMinimized] = useControllable(isMinimizedProp, defaultMinimized, onMinimizedChange);
  const [size, setSize] = useControllable(sizeProp, defaultSize, onSizeChange);
  const [position, setPosition] = useControllable<PanelPosition | null>(positionProp, defaultPosition, (next) => {
    if (next) onPositionChange?.(next);
  });
  const isMobile = useMediaQuery(FLOATING_PANEL_MOBILE_QUERY);
  const viewport = useViewport();
  const [drag, setDrag] = useState<Drag | null>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const focusRestoreButton = useRef(false);
  const moveHintId = useId();
  const resizeHintId = useId();
  const m = FLOATING_PANEL_MARGIN;

  // The size and position actually shown: within the bounds and 16 px inside the viewport.
  const width = clamp(size.width, Math.min(minSize.width, viewport.width - 2 * m), Math.min(maxSize.width, viewport.width - 2 * m));
  const height = clamp(size.height, Math.min(minSize.height, viewport.height - 2 * m), Math.min(maxSize.height, viewport.height - 2 * m));
  const anchored = position ?? { x: viewport.width - width - m, y: viewport.height - height - m };
  const x = clamp(anchored.x, m, viewport.width - width - m);
  const y = clamp(anchored.y, m, viewport.height - height - m);

  /** Resizing keeps the bottom-right corner in place (the handle is top-left). */
  const resizeTo = useCallback(
    (origin: PanelPosition, from: PanelSize, grow: { dx: number; dy: number }) => {
      const right = origin.x + from.width;
      const bottom = origin.y + from.height;
      const next = {
        width: clamp(from.width + grow.dx, minSize.width, Math.min(maxSize.width, right - m)),
        height: clamp(from.height + grow.dy, minSize.height, Math.min(maxSize.height, bottom - m)),
      };
      setSize(next);
      // An anchored (bottom-right) window stays anchored; a placed one keeps its bottom-right corner.
      if (position) setPosition({ x: right - next.width, y: bottom - next.height });
    },
    [minSize, maxSize, m, setSize, setPosition, position],
  );

  const moveTo = useCallback(
    (next: PanelPosition) => {
      setPosition({ x: clamp(next.x, m, viewport.width - width - m), y: clamp(next.y, m, viewport.height - height - m) });
    },
    [m, viewport.width, viewport.height, width, height, setPosition],
  );

  // Pointer drags follow the pointer on the window, so fast moves never lose it.
  useEffect(() => {
    if (!drag) return;
    function onMove(event: PointerEvent) {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const dx = event.clientX - drag.startX;
      const dy = event.clientY - drag.startY;
      if (drag.kind === 'move') moveTo({ x: drag.origin.x + dx, y: drag.origin.y + dy });
      else resizeTo(drag.origin, drag.size, { dx: -dx, dy: -dy });
    }
    function onEnd(event: PointerEvent) {
      if (drag && event.pointerId === drag.pointerId) setDrag(null);
    }
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
    };
  }, [drag, moveTo, resizeTo]);

  useEffect(() => {
    if (isMinimized && focusRestoreButton.current) {
      focusRestoreButton.current = false;
      restoreRef.current?.focus();
    }
  }, [isMinimized]);

  if (!isOpen || typeof document === 'undefined') return null;

  const canArrange = !isMobile;

  function startMove(event: ReactPointerEvent<HTMLElement>) {
    if (!canArrange || event.button !== 0) return;
    const target = event.target as Element;
    // Buttons in the header keep their presses; only the move handle and empty header start a drag.
    const control = target.closest('button, a, input, textarea, select, [role="button"]');
    if (control && !control.hasAttribute('data-move-handle')) return;
    event.preventDefault();
    setDrag({ kind: 'move', pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, origin: { x, y } });
  }

  function startResize(event: ReactPointerEvent<HTMLElement>) {
    if (!canArrange || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    setDrag({ kind: 'resize', pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, origin: { x, y }, size: { width, height } });
  }

  if (isMinimized) {
    return createPortal(
      <div
        className={[styles.minimized, className].filter(Boolean).join(' ')}
        data-floating-panel-minimized=""
        style={{ width: Math.min(FLOATING_PANEL_MINIMIZED_SIZE.width, viewport.width - 2 * m), height: FLOATING_PANEL_MINIMIZED_SIZE.height }}
      >
        <RACButton ref={restoreRef} className={styles.restore} onPress={() => setMinimized(false)}>
          {icon && <span aria-hidden="true">{icon}</span>}
          <span className={styles.restoreLabel}>
            <VisuallyHidden>{labels.restore} </VisuallyHidden>
            {title}
          </span>
          <ChevronUp aria-hidden="true" size="1rem" />
        </RACButton>
        {onClose && (
          <FloatingPanelHeaderButton aria-label={labels.close} onPress={onClose}>
            <X aria-hidden="true" size="1rem" />
          </FloatingPanelHeaderButton>
        )}
      </div>,
      document.body,
    );
  }

  const frame = isMobile
    ? { height: Math.min(size.height, viewport.height - 2 * m) }
    : { left: x, top: y, width, height };

  return createPortal(
    <RACDialog
      className={[styles.panel, isMobile && styles.mobile, className].filter(Boolean).join(' ')}
      style={frame}
      data-floating-panel=""
      data-mobile={isMobile || undefined}
      data-dragging={drag?.kind === 'move' || undefined}
      data-resizing={drag?.kind === 'resize' || undefined}
    >
      <div className={styles.header} data-draggable={canArrange || undefined} onPointerDownCapture={startMove}>
        {canArrange && (
          <>
            <span onPointerDownCapture={startResize}>
              <RACButton
                className={[styles.handle, styles.resizeHandle].join(' ')}
                aria-label={labels.resize}
                aria-describedby={resizeHintId}
                data-resize-handle=""
                onKeyDown={(event) => {
                  const step = FLOATING_PANEL_KEYBOARD_STEP * (event.shiftKey ? 4 : 1);
                  const grow = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] }[event.key];
                  if (!grow) {
                    event.continuePropagation();
                    return;
                  }
                  event.preventDefault();
                  resizeTo({ x, y }, { width, height }, { dx: grow[0] ?? 0, dy: grow[1] ?? 0 });
                }}
              >
                <MoveDiagonal2 aria-hidden="true" size="1rem" />
              </RACButton>
            </span>
            <RACButton
              className={[styles.handle, styles.moveHandle].join(' ')}
              aria-label={labels.move}
              aria-describedby={moveHintId}
              data-move-handle=""
              onKeyDown={(event) => {
                const step = FLOATING_PANEL_KEYBOARD_STEP * (event.shiftKey ? 4 : 1);
                const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
                if (!delta) {
                  event.continuePropagation();
                  return;
                }
                event.preventDefault();
                moveTo({ x: x + (delta[0] ?? 0), y: y + (delta[1] ?? 0) });
              }}
            >
              <GripHorizontal aria-hidden="true" size="1rem" />
            </RACButton>
            <VisuallyHidden id={moveHintId}>{labels.moveHint}</VisuallyHidden>
            <VisuallyHidden id={resizeHintId}>{labels.resizeHint}</VisuallyHidden>
          </>
        )}
        <div className={styles.title}>
          {icon && <span aria-hidden="true">{icon}</span>}
          <Heading slot="title" level={2} size="sm" truncate>
            {title}
          </Heading>
        </div>
        <div className={styles.actions}>
          {headerActions}
          {!hideMinimize && (
            <FloatingPanelHeaderButton
              aria-label={labels.minimize}
              onPress={() => {
                focusRestoreButton.current = true;
                setMinimized(true);
              }}
            >
              <Minus aria-hidden="true" size="1rem" />
            </FloatingPanelHeaderButton>
          )}
          {onClose && (
            <FloatingPanelHeaderButton aria-label={labels.close} onPress={onClose}>
              <X aria-hidden="true" size="1rem" />
            </FloatingPanelHeaderButton>
          )}
        </div>
      </div>
      <div className={styles.body}>{children}</div>
    </RACDialog>,
    document.body,
  );
}
