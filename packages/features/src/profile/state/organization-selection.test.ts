import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../shared/mocks/memory-storage.ts';
import { PERSONAL_ORGANIZATION, type OrganizationSelection } from '../utils/organizations.ts';

vi.mock('@kindred/ui/Toast', () => ({ toast: { show: vi.fn(), success: vi.fn(), error: vi.fn() }, toastsReady: () => Promise.resolve() }));

const { ORGANIZATION_SELECTION_STORAGE_KEY, organizationSelectionAtom, selectedOrganizationAtom } = await import(
  './organization-selection.ts'
);

const acme = { id: 'ACME', name: 'Acme Robotics', archetype: null, description: '', showCommunityPage: true, isUsersOpen: true };
const selection: OrganizationSelection = { selectedOrganization: acme, organizations: [acme, PERSONAL_ORGANIZATION] };

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('organizationSelectionAtom', () => {
  it('starts empty when nothing is stored', () => {
    const store = createStore();
    expect(store.get(organizationSelectionAtom)).toEqual({ selectedOrganization: null, organizations: [] });
    expect(store.get(selectedOrganizationAtom)).toBeNull();
  });

  it('persists the selection in local storage and reads it back in a new store (a reload)', () => {
    createStore().set(organizationSelectionAtom, selection);
    expect(JSON.parse(localStorage.getItem(ORGANIZATION_SELECTION_STORAGE_KEY) ?? 'null')).toEqual(selection);
    const afterReload = createStore();
    expect(afterReload.get(organizationSelectionAtom)).toEqual(selection);
    expect(afterReload.get(selectedOrganizationAtom)).toEqual(acme);
  });

  it('drops a corrupted stored value', () => {
    localStorage.setItem(ORGANIZATION_SELECTION_STORAGE_KEY, '{"selectedOrganization": 3}');
    expect(createStore().get(organizationSelectionAtom)).toEqual({ selectedOrganization: null, organizations: [] });
    expect(localStorage.getItem(ORGANIZATION_SELECTION_STORAGE_KEY)).toBeNull();
  });
});
