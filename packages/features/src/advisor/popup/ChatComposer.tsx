import { IconButton } from '@kindred/ui/IconButton';
import { CHAT_INPUT_MAX_HEIGHT, TextArea } from '@kindred/ui/TextArea';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef } from 'react';
import * as styles from './LinkPopup.css.ts';

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Sends the text; true when it went (the box then empties). */
  onSend: (text: string) => boolean;
  busy: boolean;
}

/**
 * The message box (docs/product.md#screens-and-routes "Link popup"): Enter sends, Shift+Enter adds a line, and it
 * grows with its text up to 120 px. It takes the focus when the window opens.
 */
export function ChatComposer({ value, onChange, onSend, busy }: ChatComposerProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    input.current?.focus({ preventScroll: true });
  }, []);
  const send = () => {
    if (onSend(value)) onChange('');
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
        textAreaRef={input}
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
