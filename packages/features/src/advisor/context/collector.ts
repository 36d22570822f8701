/**
 * Collecting the AI context (docs/product.md#states "Context collection"): a collection already under way for the
 * same member is shared, not started again; when one fails, the member's last good context stands in, and with
 * none, a minimal one. Only a signed-in member with an id is collected for; anyone else gets the minimal context.
 */
import type { AiContext } from './ai-context.ts';

/** Where a collected context came from. */
type AiContextSource = 'fresh' | 'last-good' | 'minimal';

interface CollectedContext {
  context: AiContext;
  source: AiContextSource;
}

export interface AiContextCollector {
  /**
   * The member's context: `load` reads it; a collection already running for `memberId` is reused; a failure
   * answers the last good context, else `minimal()`. With no member id, `minimal()` at once.
   */
  collect(memberId: string | null | undefined, load: () => Promise<AiContext>, minimal: () => AiContext): Promise<CollectedContext>;
  /** The last context collected for the member, if any. */
  lastGood(memberId: string): AiContext | null;
  /** Forgets everything (at log out). */
  reset(): void;
}

export function createAiContextCollector(): AiContextCollector {
  const pending = new Map<string, Promise<CollectedContext>>();
  const good = new Map<string, AiContext>();
  return {
    collect(memberId, load, minimal) {
      if (!memberId) return Promise.resolve({ context: minimal(), source: 'minimal' });
      const running = pending.get(memberId);
      if (running) return running;
      const collection = (async (): Promise<CollectedContext> => {
        try {
          // Never synchronously: the collection is registered as pending before it can end.
          const context = await Promise.resolve().then(load);
          good.set(memberId, context);
          return { context, source: 'fresh' };
        } catch (error) {
          console.warn('Could not collect the AI context', error);
          const last = good.get(memberId);
          return last ? { context: last, source: 'last-good' } : { context: minimal(), source: 'minimal' };
        } finally {
          pending.delete(memberId);
        }
      })();
      pending.set(memberId, collection);
      return collection;
    },
    lastGood: (memberId) => good.get(memberId) ?? null,
    reset() {
      pending.clear();
      good.clear();
    },
  };
}

/** The page's one collector, shared by Link's popup and the insights page. */
export const aiContextCollector = createAiContextCollector();
