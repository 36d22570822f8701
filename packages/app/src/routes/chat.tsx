import { MessagesScreen } from '@kindred/features/messaging';

/** 'Messages': conversations with mentors, mentees and connections. */
export default function ChatRoute() {
  return <MessagesScreen />;
}
