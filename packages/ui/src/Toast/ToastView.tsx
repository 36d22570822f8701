import { CircleCheck, CircleX, Info, OctagonAlert, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useContext, useEffect, useRef } from 'react';
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  UNSTABLE_ToastStateContext as ToastStateContext,
  composeRenderProps,
  type QueuedToast,
  type ToastRegionProps as RACToastRegionProps,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import type { ToastContent, ToastQueueType } from './Toast.tsx';
import * as styles from './Toast.css.ts';
import { toastPositions, type ToastPosition, type ToastSeverity } from './Toast.css.ts';

/*
 * The region as it shows on screen: react-aria's toast region, its lists and
 * toasts. Toast.tsx loads this module on demand, so a page that has shown no
 * toast yet has not paid for it.
 */

export interface ToastViewProps extends Omit<RACToastRegionProps<ToastContent>, 'queue' | 'children'> {
  position: ToastPosition;
  queue: ToastQueueType;
}

export function ToastView({ position, queue, className, ...props }: ToastViewProps) {
  return (
    <RACToastRegion
      {...props}
      queue={queue}
      className={composeRenderProps(className, (userClass) => [styles.region, userClass].filter(Boolean).join(' '))}
    >
      <ToastLists defaultPosition={position} />
    </RACToastRegion>
  );
}

const severityIcons: Record<ToastSeverity, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleX,
  critical: OctagonAlert,
};

function ToastLists({ defaultPosition }: { defaultPosition: ToastPosition }) {
  const state = useContext(ToastStateContext);
  if (!state) return null;
  const byPosition = new Map<ToastPosition, QueuedToast<ToastContent>[]>();
  for (const queued of state.visibleToasts as QueuedToast<ToastContent>[]) {
    const where = queued.content.position ?? defaultPosition;
    byPosition.set(where, [...(byPosition.get(where) ?? []), queued]);
  }
  return toastPositions
    .filter((where) => byPosition.has(where))
    .map((where) => (
      <ol key={where} className={[styles.list, styles.position[where]].join(' ')} data-position={where}>
        {byPosition.get(where)?.map((queued) => (
          <li key={queued.key} style={{ display: 'contents' }}>
            <ToastItem toast={queued} />
          </li>
        ))}
      </ol>
    ));
}

function ToastItem({ toast: queued }: { toast: QueuedToast<ToastContent> }) {
  const state = useContext(ToastStateContext);
  const { title, description, severity, action } = queued.content;
  const Icon = severityIcons[severity];
  const close = () => state?.close(queued.key);
  // RAC has no key for dismissing a focused toast: Escape closes it, and RAC moves focus on.
  // (RAC's Toast passes no key handlers through, hence the native listener.)
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !state) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      state.close(queued.key);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [state, queued.key]);
  return (
    <RACToast
      toast={queued}
      data-severity={severity}
      ref={ref}
      className={[styles.toast, styles.severity[severity]].join(' ')}
      style={{ viewTransitionName: queued.key }}
    >
      <span className={[styles.iconBox, styles.icon[severity]].join(' ')}>
        <Icon aria-hidden="true" focusable="false" size="100%" />
      </span>
      <div className={styles.content}>
        <RACToastContent className={styles.text}>
          <Text slot="title" className={styles.title}>
            {title}
          </Text>
          {description && (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          )}
        </RACToastContent>
        {action && (
          <Button
            variant="secondary"
            size="sm"
            className={styles.action}
            onPress={() => {
              action.onAction();
              close();
            }}
          >
            {action.label}
          </Button>
        )}
      </div>
      <RACButton slot="close" aria-label="Close" className={styles.closeButton}>
        <X aria-hidden="true" focusable="false" size="1rem" />
      </RACButton>
    </RACToast>
  );
}
