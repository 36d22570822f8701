import { ComingSoonBadge } from '@kindred/ui/ComingSoon';
import { EmptyState } from '@kindred/ui/EmptyState';
import { Page } from '@kindred/ui/Page';
import { Clock } from 'lucide-react';

/** A destination whose feature is not built yet: its page heading, and a plain word that it is coming; nothing that does not work. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <Page title={title} description={description}>
      <EmptyState
        icon={<Clock size="1.5rem" />}
        title={`${title} is coming soon`}
        description="This page is being built. It opens here as soon as it is ready."
        actions={<ComingSoonBadge />}
      />
    </Page>
  );
}
