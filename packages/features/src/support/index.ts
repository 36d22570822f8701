/** The support feature's public entry: the ticket form (/support). */
export { SupportScreen } from './components/SupportScreen.tsx';
