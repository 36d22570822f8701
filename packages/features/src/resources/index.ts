/** The resources feature's public entry: the library, its page, and how a resource is found by title. */
export * from './content/resources.ts';
export { NO_RESOURCES_FOUND, RESOURCE_TOASTS, findResourceByTitle, parseBrowse, browseToParams, browseResources } from './utils/browse.ts';
export { ResourcesScreen, RESOURCES_TITLE } from './components/ResourcesScreen.tsx';
