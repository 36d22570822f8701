/** The quick-connect feature's public entry: the wizard's page, the dialog, and the catalogue. */
export * from './content/activity-options.ts';
export { QuickConnectScreen } from './components/QuickConnectScreen.tsx';
export { QuickConnectDialog } from './components/quick-connect-dialog.ts';
