import { ResourcesScreen } from '@kindred/features/resources';

/** 'Resources': the library, searched and filtered, each resource opened in a new tab or asked about to Link. */
export default function ResourcesRoute() {
  return <ResourcesScreen />;
}
