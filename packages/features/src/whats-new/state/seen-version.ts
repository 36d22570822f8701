/**
 * The banner's memory (docs/product.md#states "Banner": visible until dismissed; dismissal stores the seen version):
 * the version last dismissed, under the specification's local-storage key. Kept as the bare version text.
 */
import { LATEST_VERSION } from '../content/changelog.ts';
import { useState } from 'react';

export const LAST_SEEN_VERSION_KEY = 'lastSeenUpdateVersion';

function readLastSeenVersion(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAST_SEEN_VERSION_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeLastSeenVersion(version: string): void {
  try {
    globalThis.localStorage?.setItem(LAST_SEEN_VERSION_KEY, version);
  } catch {
    // A private window or a full quota: the banner is hidden for this visit only.
  }
}

/** Whether the banner for `version` is still to be shown, and the dismissal that stores it as seen. */
export function useUpdateBanner(version: string = LATEST_VERSION): { visible: boolean; dismiss: () => void } {
  const [visible, setVisible] = useState(() => readLastSeenVersion() !== version);
  return {
    visible,
    dismiss: () => {
      writeLastSeenVersion(version);
      setVisible(false);
    },
  };
}
