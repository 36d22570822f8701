import { EmptyState } from '@kindred/ui/EmptyState';
import { NativeSelect } from '@kindred/ui/NativeSelect';
import { Page } from '@kindred/ui/Page';
import { Spinner } from '@kindred/ui/Spinner';
import { Button } from '@kindred/ui/Button';
import { Tab, TabList, TabPanel, Tabs } from '@kindred/ui/Tabs';
import { useAddressParams } from '../../shared/address-params.ts';
import { useAdministeredOrganizations } from '../api/get-administered.ts';
import { ADMIN_TABS, ADMIN_TAB_LABELS, ADMIN_TEXT, isAdminTab, parseAdminTab } from '../utils/admin-tabs.ts';
import { CommunityPanel } from './CommunityPanel.tsx';
import { InvitePanel } from './InvitePanel.tsx';
import { MembersPanel } from './MembersPanel.tsx';

/**
 * /admin: an organisation's administrators manage its members (roles, removal), who joins it (invitations one or
 * many at once, the join code, allowed domains) and its community (directory open, weekly matching paused). The
 * tab (`?tab=`) and, for a member who administers several, the organisation (`?org=`) live in the address.
 */
export function AdminConsole() {
  const administered = useAdministeredOrganizations();
  const [params, change] = useAddressParams();
  const organizations = administered.data?.organizations ?? [];
  const chosen = organizations.find((org) => org.orgcode === params.get('org')) ?? organizations[0];
  const tab = parseAdminTab(params.get('tab'));

  if (administered.isPending) {
    return (
      <Page title={ADMIN_TEXT.title}>
        <Spinner label="Loading your organizations..." showLabel />
      </Page>
    );
  }
  if (administered.isError) {
    return (
      <Page title={ADMIN_TEXT.title}>
        <EmptyState
          title="Could not load your organizations"
          description="Check your connection and try again."
          actions={
            <Button onPress={() => void administered.refetch()} isPending={administered.isFetching} pendingLabel="Loading...">
              Try again
            </Button>
          }
        />
      </Page>
    );
  }
  if (!chosen) {
    return (
      <Page title={ADMIN_TEXT.title}>
        <EmptyState title="You do not administer an organization" description={ADMIN_TEXT.notAnAdmin} />
      </Page>
    );
  }

  return (
    <Page
      title={ADMIN_TEXT.title}
      description={`Members, invitations and the community of ${chosen.name}.`}
      actions={
        organizations.length > 1 ? (
          <NativeSelect
            label="Organization"
            value={chosen.orgcode}
            onChange={(orgcode) =>
              change((current) => {
                const next = new URLSearchParams(current);
                next.set('org', orgcode);
                next.delete('q');
                return next;
              })
            }
          >
            {organizations.map((org) => (
              <option key={org.orgcode} value={org.orgcode}>
                {org.name}
              </option>
            ))}
          </NativeSelect>
        ) : undefined
      }
    >
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          if (!isAdminTab(key) || key === tab) return;
          change((current) => {
            const next = new URLSearchParams(current);
            next.set('tab', key);
            return next;
          });
        }}
      >
        <TabList aria-label="Administration sections" wrap>
          {ADMIN_TABS.map((id) => (
            <Tab key={id} id={id}>
              {ADMIN_TAB_LABELS[id]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="members">
          <MembersPanel
            key={chosen.orgcode}
            orgcode={chosen.orgcode}
            orgName={chosen.name}
            search={params.get('q') ?? ''}
            onSearchChange={(search) =>
              change((current) => {
                const next = new URLSearchParams(current);
                if (search) next.set('q', search);
                else next.delete('q');
                return next;
              })
            }
          />
        </TabPanel>
        <TabPanel id="invite">
          <InvitePanel key={chosen.orgcode} orgcode={chosen.orgcode} />
        </TabPanel>
        <TabPanel id="community">
          <CommunityPanel key={chosen.orgcode} orgcode={chosen.orgcode} orgName={chosen.name} />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
