/** The catalogue is shared with the server's advisor: it lives in @kindred/contracts/content. */
export * from '@kindred/contracts/content/changelog';
