import { ComingSoonOverlay } from '@kindred/ui/ComingSoon';
import { Heading } from '@kindred/ui/Heading';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';

/** A destination whose feature is not built yet: says so plainly, offers nothing that does not work. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <Stack space="lg">
      <Heading level={1}>{title}</Heading>
      <ComingSoonOverlay title={`${title} is coming soon`} description={description} headingLevel={2}>
        <Stack space="md" aria-hidden="true">
          <Text tone="muted">{description}</Text>
        </Stack>
      </ComingSoonOverlay>
    </Stack>
  );
}
