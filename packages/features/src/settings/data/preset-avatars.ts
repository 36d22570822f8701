/**
 * The three preset avatars of the Account tab (docs/product.md#screens-and-routes, #constants-and-limits), with the names
 * people choose them by. The pictures are served by the server at
 * PRESET_AVATAR_URLS.
 */
import { PRESET_AVATAR_URLS } from '@kindred/contracts/api/profile';

export interface PresetAvatar {
  url: (typeof PRESET_AVATAR_URLS)[number];
  /** The option's name: 'Teal avatar'. */
  label: string;
}

const LABELS = ['Teal avatar', 'Violet avatar', 'Amber avatar'] as const;

export const PRESET_AVATARS: readonly PresetAvatar[] = PRESET_AVATAR_URLS.map((url, index) => ({ url, label: LABELS[index] ?? `Avatar ${index + 1}` }));

export function isPresetAvatar(url: string | null | undefined): url is PresetAvatar['url'] {
  return PRESET_AVATARS.some((avatar) => avatar.url === url);
}
