import { SupportScreen } from '@kindred/features/support';

/** 'Get Help': the support ticket form; a sent ticket goes home. */
export default function SupportRoute() {
  return <SupportScreen />;
}
