import { QuickConnectScreen } from '@kindred/features/quick-connect';

export default QuickConnectScreen;
