/** The connections feature's public entry: the connections page, its calls, and the icebreakers catalogue. */
export * from './content/icebreakers.ts';
export { ConnectionsScreen, CONNECTIONS_TITLE, CHECKING_FOR_UPDATES, NO_CONNECTIONS_FOUND, NO_CONNECTIONS_YET } from './components/ConnectionsScreen.tsx';
export { connectionsKeys } from './api/keys.ts';
export { connectionsQueryOptions, fetchConnections, useConnections } from './api/get-connections.ts';
export { markViewed, useMarkViewed } from './api/mark-viewed.ts';
export { connectionLabel, toConnectionCard, CONNECTION_LABELS, type ConnectionCard, type ConnectionLabel } from './utils/cards.ts';
