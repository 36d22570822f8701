/** The resources feature's public entry: the library and its page. */
export * from './content/resources.ts';
export { ResourcesScreen, RESOURCES_TITLE } from './components/ResourcesScreen.tsx';
