import { ConnectionsScreen } from '@kindred/features/connections';

export default ConnectionsScreen;
