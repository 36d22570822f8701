import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview.tsx';

// Every story runs once in the light theme (this project) and once in dark (storybook-dark).
setProjectAnnotations([a11yAnnotations, projectAnnotations, { initialGlobals: { theme: 'light' } }]);
