/** The administrator's console: the /admin screen, and whether the signed-in member administers anything (the shell's entries). */
export { AdminConsole } from './components/AdminConsole.tsx';
export { useIsAdministrator } from './api/get-administered.ts';
