import { Badge } from '@kindred/ui/Badge';
import { CatalogueCard } from '@kindred/ui/CardGrid';
import { IconButton } from '@kindred/ui/IconButton';
import { Link, NEW_TAB_HINT } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import { Sparkles } from 'lucide-react';
import type { Resource, ResourceType } from '../content/resources.ts';

const VIEW_RESOURCE = 'View Resource';

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  article: 'Article',
  video: 'Video',
  document: 'Document',
  link: 'Website',
};

export interface ResourceCardProps {
  resource: Resource;
  onAskLink: (resource: Resource) => void;
}

/**
 * One resource (docs/product.md#what-it-keeps "Resource"): its title, type, source and description, 'View
 * Resource' in a new tab (never with a handle back to this page), and Ask Link. An entry without an address says so.
 */
export function ResourceCard({ resource, onAskLink }: ResourceCardProps) {
  return (
    <CatalogueCard
      title={resource.title}
      badge={<Badge size="sm">{RESOURCE_TYPE_LABELS[resource.type]}</Badge>}
      meta={resource.source}
      actions={
        <>
          {resource.url ? (
            <Link
              variant="standalone"
              href={resource.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${VIEW_RESOURCE}: ${resource.title} ${NEW_TAB_HINT}`}
            >
              {VIEW_RESOURCE}
            </Link>
          ) : (
            <Text size="sm" tone="muted">
              Link unavailable
            </Text>
          )}
          <IconButton label={`Ask Link about ${resource.title}`} size="sm" onPress={() => onAskLink(resource)}>
            <Sparkles />
          </IconButton>
        </>
      }
    >
      {resource.description}
    </CatalogueCard>
  );
}
