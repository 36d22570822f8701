import { HomeScreen } from '@kindred/features/home';

export default HomeScreen;
