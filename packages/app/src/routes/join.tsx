import { JoinScreen } from '@kindred/features/auth';

export default JoinScreen;
