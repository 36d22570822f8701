import type { TraitKey } from '@kindred/contracts/domain/hexaco';
import { atom } from 'jotai';

/** The mobile dashboard's tab: 'activity' or 'for-you'. The guided tour switches it to show a widget that lives in a tab. */
export type HomeTab = 'activity' | 'for-you';
export const homeTabAtom = atom<HomeTab>('activity');

/** The trait whose dialog is open on home (null when none). The guided tour opens one at its trait step. */
export const openTraitAtom = atom<TraitKey | null>(null);

/** The guided tour's button appears this long after the dashboard (docs/product.md#screens-and-routes "Guided tour"). */
export const TOUR_BUTTON_DELAY_MS = 1000;
