/** The home feature: the My Persona dashboard at /. */
export { HomeScreen } from './components/HomeScreen.tsx';
export { invalidateHome } from './api/invalidate.ts';
