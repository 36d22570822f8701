import { handOverToLink, useAddressParams, useSearchText } from '@kindred/features/shared';
import { CardGrid, CatalogueToolbar } from '@kindred/ui/CardGrid';
import { EmptyState } from '@kindred/ui/EmptyState';
import { Link } from '@kindred/ui/Link';
import { Page } from '@kindred/ui/Page';
import { SearchField } from '@kindred/ui/SearchField';
import { Text } from '@kindred/ui/Text';
import { toast } from '@kindred/ui/Toast';
import { ToggleButton, ToggleButtonGroup } from '@kindred/ui/ToggleButtonGroup';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RESOURCE_FILTERS, RESOURCES, type Resource } from '../content/resources.ts';
import {
  DEFAULT_BROWSE,
  NO_RESOURCES_FOUND,
  answerRequest,
  askLinkPrompt,
  browseResources,
  browseToParams,
  isResourceFilter,
  parseBrowse,
  readResourceRequest,
  type ResourceBrowse,
} from '../utils/browse.ts';
import { RESOURCE_TYPE_LABELS, ResourceCard } from './ResourceCard.tsx';
import * as styles from './Resources.css.ts';

export const RESOURCES_TITLE = 'Resources';
/** How long a navigation's toast stays (docs/product.md#constants-and-limits: toasts 3 s). */
const RESOURCE_TOAST_MS = 3000;

/**
 * /resources (docs/product.md#screens-and-routes "Resources"): the library as cards, searched over title,
 * description and source and filtered by type, both kept in the address; 'View Resource' in a new tab; Ask Link
 * about any of them. A navigation that names a resource or a search (Link's resource links) shows it, says so in a
 * toast (in place of the link's own), and is then forgotten, so a reload does not say it again.
 */
export function ResourcesScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useAddressParams();
  const browse = useMemo(() => parseBrowse(params), [params]);
  // The box answers each key at once; the address follows (replaced, not pushed), as on Your Connections.
  const [searchText, setSearchText] = useSearchText(browse.search);
  const update = (change: Partial<ResourceBrowse>) =>
    setParams((current) => browseToParams({ ...parseBrowse(current), ...change }, current));
  const shown = useMemo(() => browseResources({ ...browse, search: searchText }), [browse, searchText]);

  useEffect(() => {
    const request = readResourceRequest(location.state);
    if (!request) return;
    const answer = answerRequest(request);
    setSearchText(answer.search);
    // The whole library's filter, so the resource found is not hidden by a type; the state is dropped.
    void navigate(
      { pathname: location.pathname, search: `?${browseToParams({ search: answer.search, filter: 'all' }, new URLSearchParams(location.search)).toString()}` },
      { replace: true, state: null },
    );
    // The answer takes the place of the link's 'Searching for resource: ...': one toast for the search and its outcome.
    if (request.kind === 'resource' && request.toastKey) toast.dismiss(request.toastKey);
    toast.show({ title: answer.toast, severity: 'info', duration: RESOURCE_TOAST_MS });
    // Only a new navigation carries a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const clear = () => {
    setSearchText('');
    update(DEFAULT_BROWSE);
  };
  const askLink = (resource: Resource) => {
    handOverToLink({
      prompt: askLinkPrompt(resource),
      context: { type: 'resource', title: resource.title, description: resource.description, category: RESOURCE_TYPE_LABELS[resource.type] },
    });
    void navigate('/insights');
  };

  return (
    <Page title={RESOURCES_TITLE} width="wide" description="Articles, talks and guides on personality, feedback and working well together.">
      <CatalogueToolbar
        search={
          <SearchField
            label="Search resources"
            placeholder="Title, description or source"
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              update({ search: value });
            }}
          />
        }
      >
        <ToggleButtonGroup
          aria-label="Type"
          className={styles.typeFilter}
          disallowEmptySelection
          selectedKeys={[browse.filter]}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            if (typeof key === 'string' && isResourceFilter(key)) update({ filter: key });
          }}
        >
          {RESOURCE_FILTERS.map((option) => (
            <ToggleButton key={option.id} id={option.id}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </CatalogueToolbar>
      {/* Announced as it changes, without being the page's status line (the route's announcer is that). */}
      <div aria-live="polite">
        <Text size="sm" tone="secondary">
          {shown.length === RESOURCES.length ? `${RESOURCES.length} resources` : `Showing ${shown.length} of ${RESOURCES.length} resources`}
        </Text>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title={NO_RESOURCES_FOUND}
          actions={
            <Link variant="standalone" onPress={clear}>
              Clear search and filter
            </Link>
          }
        />
      ) : (
        <CardGrid aria-label="Resources">
          {shown.map((resource) => (
            <ResourceCard key={resource.id} resource={resource} onAskLink={askLink} />
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
