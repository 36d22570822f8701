import { AdminConsole } from '@kindred/features/admin';

/** 'Administration': an organisation's administrators manage members, invitations and the community. */
export default function AdminRoute() {
  return <AdminConsole />;
}
