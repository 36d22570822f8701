/**
 * The three preset avatars of the settings Account tab (docs/product.md#screens-and-routes "Settings"): small
 * abstract SVG portraits, served by the server
 * (and by the Storybook mocks) at PRESET_AVATAR_URLS, so every client shows the
 * same picture for a member.
 */

const PRESETS: Record<string, { title: string; background: string; skin: string; accent: string; hair: string }> = {
  'preset-1.svg': { title: 'Avatar: teal', background: '#0f766e', skin: '#f2c9a0', accent: '#99f6e4', hair: '#3b2414' },
  'preset-2.svg': { title: 'Avatar: violet', background: '#6d28d9', skin: '#8d5a3b', accent: '#ddd6fe', hair: '#1c1917' },
  'preset-3.svg': { title: 'Avatar: amber', background: '#b45309', skin: '#e0ac69', accent: '#fde68a', hair: '#7c2d12' },
};

export function presetAvatarSvg(file: string): string | undefined {
  // Own presets only: `__proto__`, `constructor` and the like are names of every object, not avatars.
  const preset = Object.hasOwn(PRESETS, file) ? PRESETS[file] : undefined;
  if (!preset) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${preset.title}">
  <title>${preset.title}</title>
  <rect width="128" height="128" rx="64" fill="${preset.background}"/>
  <circle cx="64" cy="140" r="52" fill="${preset.accent}"/>
  <circle cx="64" cy="56" r="28" fill="${preset.skin}"/>
  <path d="M36 54c0-18 12-30 28-30s28 12 28 30c-6-8-16-12-28-12s-22 4-28 12z" fill="${preset.hair}"/>
</svg>
`;
}
