/**
 * Browsing the resources library (docs/product.md#validation "Resource search"): the search and the type filter
 * kept in the page's address (so a reload or a shared link keeps them; unknown values read as the defaults), and
 * the resource a navigation names (Link's resource links), found by a case-insensitive partial title.
 */
import { RESOURCE_FILTERS, RESOURCES, searchResources, type Resource, type ResourceFilterId } from '../content/resources.ts';

export const NO_RESOURCES_FOUND = 'No resources found matching your criteria.';

/** The address's parameter names. */
const RESOURCE_PARAMS = { search: 'q', type: 'type' } as const;

export interface ResourceBrowse {
  /** The search box's text as typed; matched trimmed and case-insensitively. */
  search: string;
  filter: ResourceFilterId;
}

export const DEFAULT_BROWSE: ResourceBrowse = { search: '', filter: 'all' };

export function isResourceFilter(value: string | null): value is ResourceFilterId {
  return RESOURCE_FILTERS.some((option) => option.id === value);
}

/** The search and filter in an address: `q` and `type`; an unknown type reads as All. */
export function parseBrowse(params: URLSearchParams): ResourceBrowse {
  const type = params.get(RESOURCE_PARAMS.type);
  return {
    search: params.get(RESOURCE_PARAMS.search) ?? DEFAULT_BROWSE.search,
    filter: isResourceFilter(type) ? type : DEFAULT_BROWSE.filter,
  };
}

/** The search and filter as address parameters, defaults left out; the address's other parameters are kept. */
export function browseToParams(browse: ResourceBrowse, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  params.delete(RESOURCE_PARAMS.search);
  params.delete(RESOURCE_PARAMS.type);
  if (browse.search.trim() !== '') params.set(RESOURCE_PARAMS.search, browse.search);
  if (browse.filter !== DEFAULT_BROWSE.filter && isResourceFilter(browse.filter)) params.set(RESOURCE_PARAMS.type, browse.filter);
  return params;
}

/** The resources a browse shows: the search over title, description and source, with the type filter. */
export function browseResources(browse: ResourceBrowse, resources: readonly Resource[] = RESOURCES): Resource[] {
  return searchResources(browse.search, browse.filter, resources);
}

/**
 * The resource a title names: the same title in any case first, then one whose title holds the asked text, then
 * one whose title the asked text holds ('Radical Candor by Kim Scott'). Blank or nothing close: undefined.
 */
export function findResourceByTitle(title: string, resources: readonly Resource[] = RESOURCES): Resource | undefined {
  const needle = title.trim().toLowerCase();
  if (needle === '') return undefined;
  const lower = (resource: Resource) => resource.title.toLowerCase();
  return (
    resources.find((resource) => lower(resource) === needle) ??
    resources.find((resource) => lower(resource).includes(needle)) ??
    resources.find((resource) => needle.includes(lower(resource)))
  );
}

/**
 * What a navigation to the page asks for: `{ resource, toastKey }` (Link's resource links; `toastKey` is the key of
 * the toast that said 'Searching for resource: ...', which the page's answer replaces) or `{ search }`.
 */
export type ResourceRequest = { kind: 'resource'; title: string; toastKey?: string } | { kind: 'search'; query: string };

export function readResourceRequest(state: unknown): ResourceRequest | null {
  if (typeof state !== 'object' || state === null) return null;
  const { resource, search, toastKey } = state as { resource?: unknown; search?: unknown; toastKey?: unknown };
  if (typeof resource === 'string' && resource.trim() !== '') {
    return typeof toastKey === 'string' && toastKey !== '' ? { kind: 'resource', title: resource.trim(), toastKey } : { kind: 'resource', title: resource.trim() };
  }
  if (typeof search === 'string' && search.trim() !== '') return { kind: 'search', query: search.trim() };
  return null;
}

/** The toasts of a navigation's request (docs/product.md#errors "Resource navigation toasts"). */
const RESOURCE_TOASTS = {
  searching: (query: string) => `Searching for: ${query}`,
  found: (title: string) => `Found resource: ${title}`,
  related: (title: string) => `Searching for resources related to: ${title}`,
} as const;

/** What the page does with a request: the search it shows and the toast it says it with. */
export function answerRequest(request: ResourceRequest, resources: readonly Resource[] = RESOURCES): { search: string; toast: string } {
  if (request.kind === 'search') return { search: request.query, toast: RESOURCE_TOASTS.searching(request.query) };
  const found = findResourceByTitle(request.title, resources);
  return found
    ? { search: found.title, toast: RESOURCE_TOASTS.found(found.title) }
    : { search: request.title, toast: RESOURCE_TOASTS.related(request.title) };
}

/** The prompt Link is handed for a resource (its 'Ask Link' button). */
export function askLinkPrompt(resource: Resource): string {
  return `I'm looking at the ${resource.type} "${resource.title}" from ${resource.source}. How can I apply its ideas in my work and with my colleagues, given my personality?`;
}
