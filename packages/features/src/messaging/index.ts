/** The messaging feature's public entry: the Messages page (/chat) and the sample catalogue. */
export * from './content/sample-chats.ts';
export { MessagesScreen } from './components/MessagesScreen.tsx';
