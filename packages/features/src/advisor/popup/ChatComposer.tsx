import { IconButton } from '@kindred/ui/IconButton';
import { CHAT_INPUT_MAX_HEIGHT, TextArea } from '@kindred/ui/TextArea';
import { SendHorizontal } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import * as styles from './LinkPopup.css.ts';

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Sends the text; true when it went (the box then empties). */
  onSend: (text: string) => boolean;
  busy: boolean;
  /** The box, for the window to give it the focus back (after a suggestion was sent, for one). */
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The message box (docs/product.md#screens-and-routes "Link popup"): Enter sends, Shift+Enter adds a line, and it
 * grows with its text up to 120 px. It takes the focus when the window opens, and keeps it after a send.
 */
export function ChatComposer({ value, onChange, onSend, busy, inputRef }: ChatComposerProps) {
  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, [inputRef]);
  const send = () => {
    if (!onSend(value)) return;
    onChange('');
    // The send button turns disabled while the reply comes: the focus stays in the box.
    inputRef.current?.focus();
  };
  return (
    <div className={styles.composer}>
      <TextArea
        className={styles.input}
        aria-label="Message Link"
        placeholder="Ask Link anything..."
        rows={1}
        maxHeight={CHAT_INPUT_MAX_HEIGHT.popup}
        value={value}
        onChange={onChange}
        textAreaRef={inputRef}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
            return;
          }
          // Escape and the rest reach the window (Escape closes it).
          event.continuePropagation();
        }}
      />
      <IconButton label="Send message" variant="primary" isDisabled={busy || value.trim().length === 0} onPress={send}>
        <SendHorizontal />
      </IconButton>
    </div>
  );
}
