import { Button } from '@kindred/ui/Button';
import { Tag, TagGroup } from '@kindred/ui/TagGroup';
import { TextField } from '@kindred/ui/TextField';
import { useState, type Ref } from 'react';
import * as styles from './ProfileSettings.css.ts';

interface TagListFieldProps {
  /** The list's name ('Interests'), which labels its chips. */
  label: string;
  /** The add box's label ('Add an interest'). */
  addLabel: string;
  description: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** Checks an entry before it is added: the new list, or why not. */
  add: (items: readonly string[], entry: string) => { list: string[] } | { error: string };
  /** An error about the list as a whole (too many entries, from the form's check or the server). */
  error?: string | null;
  isDisabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  emptyText: string;
}

/**
 * A list of short texts edited as chips: type an entry and press Enter (or Add) to add it; each chip has a remove
 * button, and Backspace or Delete removes the focused chip (the kit's TagGroup). The add box carries the list's
 * errors, so the form's focus lands where they can be put right.
 */
export function TagListField({ label, addLabel, description, items, onChange, add, error, isDisabled, inputRef, emptyText }: TagListFieldProps) {
  const [entry, setEntry] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const shownError = entryError ?? error ?? null;

  const addEntry = () => {
    const result = add(items, entry);
    if ('error' in result) {
      setEntryError(result.error);
      return;
    }
    setEntryError(null);
    setEntry('');
    onChange(result.list);
  };

  return (
    <div className={styles.tagListField}>
      <div className={styles.tagListAdd}>
        <TextField
          className={styles.tagListInput}
          label={addLabel}
          description={description}
          value={entry}
          onChange={(value) => {
            setEntry(value);
            setEntryError(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the entry; it does not submit the whole form.
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              addEntry();
            }
          }}
          isInvalid={shownError !== null}
          errorMessage={shownError}
          isDisabled={isDisabled}
          inputRef={inputRef}
        />
        <Button className={styles.tagListButton} variant="secondary" onPress={addEntry} isDisabled={isDisabled} aria-label={`Add to ${label.toLowerCase()}`}>
          Add
        </Button>
      </div>
      <TagGroup
        label={label}
        onRemove={isDisabled ? undefined : (keys) => onChange(items.filter((item) => !keys.has(item)))}
        renderEmptyState={() => emptyText}
      >
        {items.map((item) => (
          <Tag key={item} id={item}>
            {item}
          </Tag>
        ))}
      </TagGroup>
    </div>
  );
}
