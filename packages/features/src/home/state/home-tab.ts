import { atom } from 'jotai';

/** The mobile dashboard's tab: 'activity' or 'for-you'. The guided tour switches it to show a widget that lives in a tab. */
export type HomeTab = 'activity' | 'for-you';
export const homeTabAtom = atom<HomeTab>('activity');
