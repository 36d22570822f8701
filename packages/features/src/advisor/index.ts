/** The advisor feature's public entry. Its screens arrive with their own issue; its catalogue is here now. */
export * from './content/conversation.ts';
