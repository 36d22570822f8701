import { useCurrentUser } from '@kindred/features/auth';
import { useOwnProfileView, useSelectedOrganization } from '@kindred/features/profile';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { FloatingPanel, FloatingPanelHeaderButton, floatingPanelSizes, type PanelSize } from '@kindred/ui/FloatingPanel';
import { Menu, MenuItem, MenuTrigger } from '@kindred/ui/Menu';
import { Scaling, Sparkles, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useRecordChatOpened } from '../api/record-chat-opened.ts';
import { greetingText } from '../chat/chat-state.ts';
import { useFollowLink } from '../chat/follow-link.ts';
import { useSoundMuted } from '../chat/sound.ts';
import { useLinkChat } from '../chat/use-link-chat.ts';
import type { LinkOpenRequest } from '../launch.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatConversation } from './ChatConversation.tsx';
import * as styles from './LinkPopup.css.ts';
import { resizedKeepingCorner, usePopupWindow, type PopupWindow } from './popup-window.ts';

/** The window open, or minimised to its bar. */
export type PopupMode = 'minimized' | 'open';

/**
 * The window's sizes (docs/product.md#screens-and-routes "Link popup"): sm 340x400, md 420x520, lg 480x620, offered
 * in the header's 'Window size' menu; the spec's compact window is sm or md, its larger one lg. Between and beyond
 * them the member resizes within 320-1200 by 400-1000 (the viewport bounds it too).
 */
export const POPUP_SIZES = floatingPanelSizes;
const popupSizeNames = ['sm', 'md', 'lg'] as const;
export type PopupSizeName = (typeof popupSizeNames)[number];
const POPUP_SIZE_LABELS: Record<PopupSizeName, string> = { sm: 'Small', md: 'Medium', lg: 'Large' };
export const WINDOW_SIZE_LABEL = 'Window size';

/** The name of the size the window is at, if it is one of the three (not resized between them). */
const sizeNameOf = (size: PanelSize): PopupSizeName | undefined =>
  popupSizeNames.find((name) => POPUP_SIZES[name].width === size.width && POPUP_SIZES[name].height === size.height);

/** An auto-sent prompt waits this long after the chat opens (docs/product.md#constants-and-limits). */
const AUTO_SEND_DELAY_MS = 500;

const POPUP_TITLE = 'Link';

export interface LinkPopupProps {
  mode: PopupMode;
  onModeChange: (mode: PopupMode) => void;
  /**
   * Closes the popup (the close button, Escape, a followed link: reason 'navigate', when the page that opens takes
   * the focus). The conversation is kept.
   */
  onClose: (reason?: 'navigate') => void;
  /** The size the window opens at until the member chooses or drags one (then remembered); 'md' by default. */
  size?: PopupSizeName;
  /** A prompt to put in the input or send (after `autoSendDelayMs`), handled once per request id. */
  request?: LinkOpenRequest | null;
  autoSendDelayMs?: number;
}

/**
 * Link's popup (docs/product.md#screens-and-routes "Link popup"): a non-modal window, bottom-right, that can be moved
 * and resized from 769 px (by pointer or arrow keys on its handles) and is fixed to the bottom below; at one of the
 * three sizes (the header's 'Window size' menu) or as resized, or minimised to a bar that reopens it. Its size and
 * place are remembered in this browser, and drawn inside whatever viewport it opens in. The header mutes the
 * completion sound, sizes, minimises and closes; under it, the Online indicator and Clear. Focus goes to the message
 * box when the window opens; Escape closes it (the conversation stays, as with the close button).
 */
export function LinkPopup({ mode, onModeChange, onClose, size = 'md', request = null, autoSendDelayMs = AUTO_SEND_DELAY_MS }: LinkPopupProps) {
  const chat = useLinkChat();
  const followLink = useFollowLink();
  const [muted, setMuted] = useSoundMuted();
  const user = useCurrentUser();
  const owner = user.status === 'SIGNED_IN' && user.id ? { id: user.id, email: user.email } : null;
  const profile = useOwnProfileView(owner);
  const organization = useSelectedOrganization();
  const [chosen, changeWindow] = usePopupWindow();
  const opening: PopupWindow = { size: POPUP_SIZES[size], position: null };
  const frame = chosen ?? opening;
  const setWindow = (change: (current: PopupWindow) => PopupWindow) => changeWindow((current) => change(current ?? opening));
  const { greet, send, setDraft } = chat;

  // The first open of an empty conversation greets the member.
  useEffect(() => greet(), [greet]);
  // The popup mounts each time it opens: one chat opened, recorded once however often the effect runs.
  const recordOpened = useRecordChatOpened();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    recordOpened();
  }, [recordOpened]);

  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  /** A suggestion's button goes once the conversation starts: the focus goes to the box. */
  const sendSuggestion = (text: string) => {
    if (send(text)) inputRef.current?.focus();
  };

  const sendRef = useRef(send);
  sendRef.current = send;
  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (!request?.prompt || handled.current === request.id) return;
    const { id, prompt } = request;
    if (!request.send) {
      handled.current = id;
      setDraft(prompt);
      return;
    }
    const timer = setTimeout(() => {
      handled.current = id;
      // Refused (a reply is still coming, a limit): the prompt waits in the box instead.
      if (!sendRef.current(prompt)) setDraft(prompt);
    }, autoSendDelayMs);
    return () => clearTimeout(timer);
  }, [request, autoSendDelayMs, setDraft]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };

  const shownSize = sizeNameOf(frame.size);
  const greeting = greetingText(profile.data?.firstName || user.firstname, organization?.id ? organization.name : null);

  return (
    // Key presses inside the window (a portal) bubble here through React.
    <div onKeyDown={onKeyDown} style={{ display: 'contents' }}>
      <FloatingPanel
        title={POPUP_TITLE}
        icon={<Sparkles size="1.125rem" />}
        isMinimized={mode === 'minimized'}
        onMinimizedChange={(minimized) => onModeChange(minimized ? 'minimized' : 'open')}
        size={frame.size}
        onSizeChange={(next) => setWindow((current) => ({ ...current, size: next }))}
        position={frame.position}
        onPositionChange={(next) => setWindow((current) => ({ ...current, position: next }))}
        onClose={() => onClose()}
        labels={{ close: 'Close chat', minimize: 'Minimize chat', restore: 'Open' }}
        headerActions={
          <>
            <FloatingPanelHeaderButton aria-label={muted ? 'Unmute sound' : 'Mute sound'} onPress={() => setMuted(!muted)}>
              {muted ? <VolumeX aria-hidden="true" size="1rem" /> : <Volume2 aria-hidden="true" size="1rem" />}
            </FloatingPanelHeaderButton>
            <MenuTrigger>
              <FloatingPanelHeaderButton aria-label={WINDOW_SIZE_LABEL}>
                <Scaling aria-hidden="true" size="1rem" />
              </FloatingPanelHeaderButton>
              <Menu
                aria-label={WINDOW_SIZE_LABEL}
                placement="bottom end"
                selectionMode="single"
                disallowEmptySelection
                selectedKeys={shownSize ? [shownSize] : []}
                onSelectionChange={(keys) => {
                  const name = popupSizeNames.find((candidate) => keys !== 'all' && keys.has(candidate));
                  if (name) setWindow((current) => resizedKeepingCorner(current, POPUP_SIZES[name]));
                }}
              >
                {popupSizeNames.map((name) => (
                  <MenuItem key={name} id={name} textValue={POPUP_SIZE_LABELS[name]} description={`${POPUP_SIZES[name].width} × ${POPUP_SIZES[name].height}`}>
                    {POPUP_SIZE_LABELS[name]}
                  </MenuItem>
                ))}
              </Menu>
            </MenuTrigger>
          </>
        }
      >
        <div className={styles.chat} data-link-chat="" data-phase={chat.phase}>
          <div className={styles.statusRow}>
            <div className={styles.status}>
              <Badge tone="positive" size="sm" dot>
                Online
              </Badge>
              <span>Your AI workplace advisor</span>
            </div>
            <Button size="sm" variant="ghost" onPress={chat.clear}>
              Clear
            </Button>
          </div>
          <ChatConversation
            messages={chat.messages}
            greeting={greeting}
            busy={chat.busy}
            onSend={sendSuggestion}
            onFollow={(link) => followLink(link, { onBeforeNavigate: () => onClose('navigate') })}
          />
          <ChatComposer value={chat.draft} onChange={setDraft} onSend={send} busy={chat.busy} inputRef={inputRef} />
        </div>
      </FloatingPanel>
    </div>
  );
}
