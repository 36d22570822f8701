import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import path from 'node:path';
import { browserDependencies } from './prebundle.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/features/src/**/*.stories.@(ts|tsx)',
    '../packages/app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    const include = browserDependencies(path.join(import.meta.dirname, '..'));
    viteConfig.optimizeDeps = { ...viteConfig.optimizeDeps, include: [...(viteConfig.optimizeDeps?.include ?? []), ...include] };
    return viteConfig;
  },
};

export default config;
