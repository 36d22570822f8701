/** The connections feature's public entry: the connections page, its query and cards (Link's context reads them). */
export { ConnectionsScreen } from './components/ConnectionsScreen.tsx';
export { connectionsQueryOptions } from './api/get-connections.ts';
export { toConnectionCard } from './utils/cards.ts';
