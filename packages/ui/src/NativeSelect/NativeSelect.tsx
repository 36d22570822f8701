import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import * as styles from './NativeSelect.css.ts';

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'defaultValue' | 'children'> {
  /** Visible label. */
  label: ReactNode;
  /** Help text under the select; linked to it with `aria-describedby`. */
  description?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isDisabled?: boolean;
  /** `<option>` elements (and `<optgroup>`s). */
  children: ReactNode;
}

/**
 * A choice from a short list, drawn by the browser: the platform's own list on every device, its keyboard and
 * screen-reader support, and almost no code. Use it in a toolbar or a page's first view where weight matters;
 * `Select` draws its own list where options need more than text.
 */
export function NativeSelect({ label, description, value, defaultValue, onChange, isDisabled, className, id, children, ...props }: NativeSelectProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const descriptionId = `${selectId}-description`;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <select
          {...props}
          id={selectId}
          value={value}
          defaultValue={defaultValue}
          disabled={isDisabled}
          aria-describedby={description != null ? descriptionId : undefined}
          onChange={(event) => onChange?.(event.target.value)}
          className={styles.select}
        >
          {children}
        </select>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </div>
      {description != null && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
    </div>
  );
}
