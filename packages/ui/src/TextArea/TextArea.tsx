import { useCallback, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Description, FieldErrorSlot, Label, type FieldErrorMessage } from '../Field/Field.tsx';
import * as styles from './TextArea.css.ts';

/** The spec's chat boxes: the advisor popup grows to 120 px, the insights page to 200 px. */
export const CHAT_INPUT_MAX_HEIGHT = { popup: 120, insights: 200 } as const;

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'type' | 'pattern'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Height in text rows before any typing; the box never gets shorter. */
  rows?: number;
  /**
   * The box grows with its content up to this height, then scrolls. A number
   * is pixels (the spec's chat boxes: 120 and 200); a string is any CSS length
   * ('10rem'). Without it the box grows without limit.
   */
  maxHeight?: number | string;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text input that grows with its content up to `maxHeight`,
 * then scrolls.
 *
 * Keys are the caller's: Enter inserts a line break unless the caller's
 * `onKeyDown` prevents it. For a chat box where Enter sends and Shift+Enter
 * adds a line:
 *
 * ```tsx
 * onKeyDown={(e) => {
 *   if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
 *     e.preventDefault();
 *     send();
 *   }
 * }}
 * ```
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  maxHeight,
  textAreaRef,
  className,
  onChange,
  ...props
}: TextAreaProps) {
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLTextAreaElement | null) => {
      ownRef.current = element;
      if (typeof textAreaRef === 'function') textAreaRef(element);
      else if (textAreaRef) textAreaRef.current = element;
    },
    [textAreaRef],
  );

  const fitToContent = useCallback(() => {
    const element = ownRef.current;
    if (!element) return;
    // Collapse to the `rows` height, then grow to the content; CSS max-height caps it and the rest scrolls.
    element.style.height = 'auto';
    const borders = element.offsetHeight - element.clientHeight;
    element.style.height = `${element.scrollHeight + borders}px`;
  }, []);

  // Fit on mount, whenever a controlled value changes, and when the width changes (text re-wraps).
  const { value } = props;
  useLayoutEffect(() => fitToContent(), [fitToContent, value, maxHeight, rows]);
  useLayoutEffect(() => {
    const element = ownRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let lastWidth = element.offsetWidth;
    const observer = new ResizeObserver(() => {
      if (element.offsetWidth !== lastWidth) {
        lastWidth = element.offsetWidth;
        fitToContent();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fitToContent]);

  return (
    <RACTextField
      {...props}
      onChange={(value) => {
        onChange?.(value);
        // Uncontrolled fields have no value prop to watch: fit on every edit.
        if (props.value === undefined) fitToContent();
      }}
      className={composeRenderProps(className, (userClass) => [styles.root, userClass].filter(Boolean).join(' '))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <RACTextArea
        ref={setRefs}
        rows={rows}
        placeholder={placeholder}
        className={styles.textArea}
        style={
          maxHeight === undefined
            ? undefined
            : assignInlineVars({ [styles.maxHeightVar]: typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight })
        }
      />
      {description != null && <Description>{description}</Description>}
      <FieldErrorSlot errorMessage={errorMessage} />
    </RACTextField>
  );
}
