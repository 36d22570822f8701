import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import {
  Button as RACButton,
  Label as RACLabel,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList as RACTagList,
  Text as RACText,
  composeRenderProps,
  type TagGroupProps as RACTagGroupProps,
  type TagListProps as RACTagListProps,
  type TagProps as RACTagProps,
} from 'react-aria-components';
import * as styles from './TagGroup.css.ts';

export { tagSizes, type TagSize } from './TagGroup.css.ts';

export interface TagGroupProps<T> extends Omit<RACTagGroupProps, 'children'>, Pick<RACTagListProps<T>, 'items' | 'children' | 'renderEmptyState'> {
  /** Visible label; without it give an `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  size?: styles.TagSize;
}

/**
 * A group of chips: react-aria's TagGroup. With `selectionMode` the chips are
 * filters (Space or click toggles); with `onRemove` each chip gets a remove
 * button and Backspace/Delete removes the focused chip. Arrow keys move
 * between chips; the group is one Tab stop.
 */
export function TagGroup<T extends object>({
  label,
  description,
  errorMessage,
  size = 'md',
  items,
  children,
  renderEmptyState,
  className,
  ...props
}: TagGroupProps<T>) {
  return (
    <RACTagGroup {...props} data-tag-size={size} className={[styles.group, className].filter(Boolean).join(' ')}>
      {label !== undefined && <RACLabel className={styles.label}>{label}</RACLabel>}
      <RACTagList
        items={items}
        className={styles.list}
        renderEmptyState={renderEmptyState ? (state) => <span className={styles.empty}>{renderEmptyState(state)}</span> : undefined}
      >
        {children}
      </RACTagList>
      {description !== undefined && (
        <RACText slot="description" className={styles.description}>
          {description}
        </RACText>
      )}
      {errorMessage !== undefined && (
        <RACText slot="errorMessage" className={styles.errorMessage}>
          {errorMessage}
        </RACText>
      )}
    </RACTagGroup>
  );
}

export interface TagProps extends Omit<RACTagProps, 'children'> {
  children?: ReactNode;
}

/** One chip. Shows a check when selected and a remove button when the group has `onRemove`. */
export function Tag({ children, textValue, className, ...props }: TagProps) {
  return (
    <RACTag
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (c) => [styles.tag, styles.tagSize, c].filter(Boolean).join(' '))}
    >
      {({ allowsRemoving, isSelected }) => (
        <>
          {isSelected && (
            <span className={styles.check} aria-hidden="true">
              <Check />
            </span>
          )}
          {children}
          {allowsRemoving && (
            <RACButton slot="remove" className={styles.removeButton}>
              <X aria-hidden="true" />
            </RACButton>
          )}
        </>
      )}
    </RACTag>
  );
}
