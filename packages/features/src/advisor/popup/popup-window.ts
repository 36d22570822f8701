/**
 * Where Link's popup sits and how large it is, remembered in this browser, so that a reload (or the next opening)
 * finds the window as the member left it. The storage is not kept per member: logging out clears it with the rest of
 * local storage. What is stored is what the member chose; the window is drawn inside the viewport it finds (the kit's
 * FloatingPanel bounds the size and keeps the window 16 px inside), so a smaller window never leaves it off-screen.
 */
import type { PanelPosition, PanelSize } from '@kindred/ui/FloatingPanel';
import { atom, useAtom } from 'jotai';
import { isNumber, nullable, shape } from '../../shared/guards.ts';
import { readStored, writeStored } from '../../shared/storage.ts';

export const POPUP_WINDOW_STORAGE_KEY = 'kindred.advisor.popup-window';

export interface PopupWindow {
  size: PanelSize;
  /** Top-left corner; null while it sits in its corner, bottom-right. */
  position: PanelPosition | null;
}

const isPopupWindow = shape({
  size: shape({ width: isNumber, height: isNumber }),
  position: nullable(shape({ x: isNumber, y: isNumber })),
});

const chosenAtom = atom<PopupWindow | null>(null);

/**
 * The window as the member left it, or null when they never moved or sized it; written through to storage. A change
 * is made from the latest value (a resize that also moves the window sets both, one after the other).
 */
const popupWindowAtom = atom(
  (get) => get(chosenAtom) ?? readStored(POPUP_WINDOW_STORAGE_KEY, isPopupWindow),
  (get, set, change: (current: PopupWindow | null) => PopupWindow) => {
    const next = change(get(popupWindowAtom));
    set(chosenAtom, next);
    writeStored(POPUP_WINDOW_STORAGE_KEY, next);
  },
);

/**
 * The window at another size, its bottom-right corner where it was (as resizing from the top-left handle keeps it);
 * a window in its corner stays there.
 */
export function resizedKeepingCorner(current: PopupWindow, size: PanelSize): PopupWindow {
  const { position, size: from } = current;
  return {
    size,
    position: position ? { x: position.x + from.width - size.width, y: position.y + from.height - size.height } : null,
  };
}

export function usePopupWindow() {
  return useAtom(popupWindowAtom);
}
