/**
 * The organisation selection (docs/product.md#what-it-keeps): the selected organisation and the
 * user's organisations, persisted in local storage so a reload shows the same
 * organisation at once, before the profile is read again.
 */
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { readStored, writeStored } from '../../shared/storage.ts';
import type { ProfileOwner } from '../api/keys.ts';
import { useOrganizationDetails } from '../api/get-organizations.ts';
import { useOwnProfile } from '../api/get-profile.ts';
import {
  EMPTY_SELECTION,
  organizationSelectionSchema,
  orgcodesOf,
  reconcileSelection,
  resolveOrganizations,
  sameSelection,
  selectOrganizationById,
  type OrganizationSelection,
  type UserOrganization,
} from '../utils/organizations.ts';

export const ORGANIZATION_SELECTION_STORAGE_KEY = 'kindred.organization-selection';

const baseSelectionAtom = atom<OrganizationSelection | null>(null);

/** Reads local storage on first use (a corrupted value is dropped) and writes through on every change. */
export const organizationSelectionAtom = atom(
  (get) => get(baseSelectionAtom) ?? readStored(ORGANIZATION_SELECTION_STORAGE_KEY, organizationSelectionSchema) ?? EMPTY_SELECTION,
  (_get, set, next: OrganizationSelection) => {
    set(baseSelectionAtom, next);
    writeStored(ORGANIZATION_SELECTION_STORAGE_KEY, next);
  },
);

/** The selected organisation alone (null before the first profile load). */
export const selectedOrganizationAtom = atom((get) => get(organizationSelectionAtom).selectedOrganization);

export interface OrganizationSelectionState extends OrganizationSelection {
  /** Selects one of the listed organisations by id (its org code); other ids are ignored. */
  selectOrganization: (id: string) => void;
}

/** The persisted selection, without loading anything. */
export function useOrganizationSelection(): OrganizationSelectionState {
  const [selection, setSelection] = useAtom(organizationSelectionAtom);
  const selectOrganization = useCallback(
    (id: string) => setSelection(selectOrganizationById(selection, id)),
    [selection, setSelection],
  );
  return { ...selection, selectOrganization };
}

export function useSelectedOrganization(): UserOrganization | null {
  return useAtomValue(selectedOrganizationAtom);
}

/**
 * Keeps the selection in step with the member's profile and organisation
 * details: loads both, resolves the list (with its fallbacks), keeps the
 * selected organisation when it is still listed, and persists the result.
 * Mount it once in the signed-in shell; screens read the selection.
 */
export function useOrganizations(owner: ProfileOwner | null | undefined) {
  const profile = useOwnProfile(owner);
  const codes = useMemo(() => (profile.data ? orgcodesOf(profile.data) : []), [profile.data]);
  const details = useOrganizationDetails(codes);
  const state = useOrganizationSelection();
  const setSelection = useSetAtom(organizationSelectionAtom);
  const { selectedOrganization, organizations } = state;

  useEffect(() => {
    if (details.isError) console.warn('Organization details failed to load; using the basic organization data.', details.error);
  }, [details.isError, details.error]);

  // Resolve once the details have settled (loaded or failed), or at once when there is nothing to look up.
  const detailsSettled = codes.length === 0 || details.isSuccess || details.isError;
  useEffect(() => {
    if (!profile.data || !detailsSettled) return;
    const current = { selectedOrganization, organizations };
    const next = reconcileSelection(current, resolveOrganizations(profile.data, details.data));
    if (!sameSelection(current, next)) setSelection(next);
  }, [profile.data, details.data, detailsSettled, selectedOrganization, organizations, setSelection]);

  return { ...state, isLoading: profile.isPending || (codes.length > 0 && details.isPending) };
}
