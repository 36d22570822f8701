import { useCallback, useEffect, useRef, useState } from 'react';
import { CHANNELS, listen } from '../shared/channels.ts';
import { isLinkShortcut, takePendingLinkOpen, type LinkOpenOptions, type LinkOpenRequest } from './launch.ts';
import { LinkPopup, type PopupMode, type PopupSizeName } from './popup/LinkPopup.tsx';
import { QuickActionsMenu, type QuickActionsMenuProps } from './quick-actions/QuickActionsMenu.tsx';
import { recordChatUse } from './quick-actions/quick-actions.ts';

export interface LinkAssistantProps {
  /** The popup's size until the member chooses one; 'md' by default. */
  size?: PopupSizeName;
  /** Passed to the quick-actions menu ('New insights!' timing). */
  newInsightsWindow?: QuickActionsMenuProps['newInsightsWindow'];
  /** The wait before a prompt opened with `send` goes (500 ms by default). */
  autoSendDelayMs?: number;
}

/** Requests made here (the menu) get ids of their own, below the launcher's. */
let localRequests = 0;

/**
 * Link on every signed-in page (docs/product.md#screens-and-routes): the popup and the quick-actions menu. It opens
 * for `requestLinkOpen` (now, or a request made before it mounted), for Ctrl or Cmd plus K, and from the menu;
 * a prompt given with `send` goes after the auto-submit delay. When the chat closes, the focus goes back to what
 * opened it (the menu's button when that was the menu).
 */
export function LinkAssistant({ size = 'md', newInsightsWindow, autoSendDelayMs }: LinkAssistantProps) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<PopupMode>('open');
  const [request, setRequest] = useState<LinkOpenRequest | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const openRef = useRef(open);
  openRef.current = open;

  const openChat = useCallback(
    (next: LinkOpenRequest | null) => {
      if (!openRef.current) {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        recordChatUse();
      }
      setOpen(true);
      setMode('open');
      if (next?.prompt) setRequest(next);
    },
    [],
  );

  // Requests from anywhere: the one made before this mounted, then each as it comes.
  useEffect(() => {
    const pending = takePendingLinkOpen();
    if (pending) openChat(pending);
    return listen(CHANNELS.openLink, () => {
      const taken = takePendingLinkOpen();
      if (taken) openChat(taken);
    });
  }, [openChat]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isLinkShortcut(event) || event.defaultPrevented) return;
      event.preventDefault();
      openChat(null);
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [openChat]);

  const close = useCallback((reason?: 'navigate') => {
    // After a followed link the new page takes the focus (its heading).
    returnFocus.current = reason !== 'navigate';
    if (reason === 'navigate') opener.current = null;
    setOpen(false);
    setMode('open');
    setRequest(null);
  }, []);

  // Closed: the focus goes back to what opened the chat, or to the menu's button when that is gone.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    const target = opener.current?.isConnected ? opener.current : trigger.current;
    opener.current = null;
    target?.focus();
  }, [open]);

  const fromMenu = useCallback(
    (options: LinkOpenOptions) => {
      localRequests -= 1;
      openChat(options.prompt ? { prompt: options.prompt, send: Boolean(options.send), id: localRequests } : null);
    },
    [openChat],
  );

  return (
    <>
      <QuickActionsMenu onOpenChat={fromMenu} isHidden={open} newInsightsWindow={newInsightsWindow} triggerRef={trigger} />
      {open && <LinkPopup mode={mode} onModeChange={setMode} onClose={close} size={size} request={request} autoSendDelayMs={autoSendDelayMs} />}
    </>
  );
}
