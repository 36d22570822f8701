import { CommunityScreen } from '@kindred/features/community';

export default CommunityScreen;
