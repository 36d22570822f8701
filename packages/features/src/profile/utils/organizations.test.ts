import { describe, expect, it } from 'vitest';
import type { OrganizationDetails } from '../api/profile-schemas.ts';
import {
  PERSONAL_ORGANIZATION,
  orgcodesOf,
  reconcileSelection,
  resolveOrganizations,
  selectOrganizationById,
  type UserOrganization,
} from './organizations.ts';

const acmeBasic = { orgcode: 'ACME', orgname: 'Acme Robotics', description: 'Robots' };
const northBasic = { orgcode: 'NORTHWIND', orgname: 'Northwind', description: '' };
const acmeDetails: OrganizationDetails = {
  orgcode: 'ACME',
  orgname: 'Acme Robotics',
  description: 'Robots',
  archetype: 'the explorer',
  showCommunityPage: true,
  isUsersOpen: true,
};
const northDetails: OrganizationDetails = {
  orgcode: 'NORTHWIND',
  orgname: 'Northwind Traders',
  description: 'Logistics',
  archetype: null,
  showCommunityPage: false,
  isUsersOpen: false,
};

describe('resolveOrganizations', () => {
  it('takes the orgs call details, in the profile order', () => {
    const list = resolveOrganizations({ organizations: [acmeBasic, northBasic], orgcode: ['ACME', 'NORTHWIND'] }, [northDetails, acmeDetails]);
    expect(list).toEqual([
      { id: 'ACME', name: 'Acme Robotics', archetype: 'the explorer', description: 'Robots', showCommunityPage: true, isUsersOpen: true },
      { id: 'NORTHWIND', name: 'Northwind Traders', archetype: null, description: 'Logistics', showCommunityPage: false, isUsersOpen: false },
    ]);
  });

  it('falls back to the basic profile data when the details failed: community page off, users open', () => {
    const list = resolveOrganizations({ organizations: [acmeBasic], orgcode: ['ACME'] }, undefined);
    expect(list).toEqual([
      { id: 'ACME', name: 'Acme Robotics', archetype: null, description: 'Robots', showCommunityPage: false, isUsersOpen: true },
    ]);
  });

  it('mixes details and basic data when the details cover only some organisations', () => {
    const list = resolveOrganizations({ organizations: [acmeBasic, northBasic], orgcode: [] }, [acmeDetails]);
    expect(list.map((org) => [org.id, org.showCommunityPage, org.isUsersOpen])).toEqual([
      ['ACME', true, true],
      ['NORTHWIND', false, true],
    ]);
  });

  it('builds organisations from details when the profile lists only org codes', () => {
    const list = resolveOrganizations({ organizations: [], orgcode: ['acme'] }, [acmeDetails]);
    expect(list).toEqual([expect.objectContaining({ id: 'ACME', name: 'Acme Robotics', isUsersOpen: true })]);
  });

  it('falls back to one organisation named from the first org code, community off', () => {
    const list = resolveOrganizations({ organizations: [], orgcode: ['GLOBEX', 'INITECH'] }, undefined);
    expect(list).toEqual([
      { id: 'GLOBEX', name: 'GLOBEX', archetype: null, description: '', showCommunityPage: false, isUsersOpen: false },
    ]);
  });

  it("falls back to 'Personal' with an empty id when there is no organisation at all", () => {
    const list = resolveOrganizations({ organizations: [], orgcode: [] }, []);
    expect(list).toEqual([PERSONAL_ORGANIZATION]);
    expect(list[0]).toEqual({ id: '', name: 'Personal', archetype: null, description: '', showCommunityPage: false, isUsersOpen: false });
  });

  it('lists each code once, whatever its case', () => {
    expect(orgcodesOf({ organizations: [acmeBasic], orgcode: ['acme', ' NORTHWIND ', ''] })).toEqual(['ACME', 'NORTHWIND']);
  });
});

describe('reconcileSelection', () => {
  const acme = resolveOrganizations({ organizations: [acmeBasic], orgcode: [] }, [acmeDetails])[0] as UserOrganization;
  const north = resolveOrganizations({ organizations: [northBasic], orgcode: [] }, [northDetails])[0] as UserOrganization;

  it('selects the first organisation when nothing was selected', () => {
    expect(reconcileSelection(null, [acme, north])).toEqual({ selectedOrganization: acme, organizations: [acme, north] });
  });

  it('keeps the selected organisation, with its fresh data, when it is still listed', () => {
    const stale = { ...north, description: 'old' };
    const next = reconcileSelection({ selectedOrganization: stale, organizations: [acme, stale] }, [acme, north]);
    expect(next.selectedOrganization).toEqual(north);
  });

  it('moves to the first organisation when the selected one is gone', () => {
    const next = reconcileSelection({ selectedOrganization: north, organizations: [acme, north] }, [acme]);
    expect(next.selectedOrganization).toEqual(acme);
  });

  it("uses 'Personal' when the list is empty", () => {
    expect(reconcileSelection(null, [])).toEqual({ selectedOrganization: PERSONAL_ORGANIZATION, organizations: [PERSONAL_ORGANIZATION] });
  });

  it('selects by id only among the listed organisations', () => {
    const selection = reconcileSelection(null, [acme, north]);
    expect(selectOrganizationById(selection, 'NORTHWIND').selectedOrganization).toEqual(north);
    expect(selectOrganizationById(selection, 'OTHER')).toBe(selection);
  });
});
