import { describe, expect, it, vi } from 'vitest';
import { minimalAiContext, type AiContext } from './ai-context.ts';
import { createAiContextCollector } from './collector.ts';

const minimal = () => minimalAiContext(null, {}, 0);
const context = (name: string): AiContext => ({ ...minimalAiContext({ id: 'mbr-1', name, email: '' }, {}, 0) });

describe('the AI context collector', () => {
  it('answers the minimal context without a member id, and loads nothing', async () => {
    const collector = createAiContextCollector();
    const load = vi.fn(async () => context('Maya'));
    await expect(collector.collect('', load, minimal)).resolves.toMatchObject({ source: 'minimal', context: { user: { name: 'User' } } });
    await expect(collector.collect(null, load, minimal)).resolves.toMatchObject({ source: 'minimal' });
    expect(load).not.toHaveBeenCalled();
  });

  it('reuses a collection under way for the same member', async () => {
    const collector = createAiContextCollector();
    let finish: (value: AiContext) => void = () => {};
    const load = vi.fn(() => new Promise<AiContext>((resolve) => (finish = resolve)));
    const first = collector.collect('mbr-1', load, minimal);
    const second = collector.collect('mbr-1', load, minimal);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    finish(context('Maya'));
    await expect(first).resolves.toMatchObject({ source: 'fresh' });
    expect(await second).toBe(await first);
    // Once done, the next collection loads again.
    const again = vi.fn(async () => context('Maya again'));
    await expect(collector.collect('mbr-1', again, minimal)).resolves.toMatchObject({ context: { user: { name: 'Maya again' } } });
  });

  it('falls back to the last good context, then to the minimal one', async () => {
    const collector = createAiContextCollector();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fail = vi.fn(async (): Promise<AiContext> => {
      throw new Error('offline');
    });
    await expect(collector.collect('mbr-1', fail, minimal)).resolves.toMatchObject({ source: 'minimal' });
    await collector.collect('mbr-1', async () => context('Maya'), minimal);
    await expect(collector.collect('mbr-1', fail, minimal)).resolves.toMatchObject({ source: 'last-good', context: { user: { name: 'Maya' } } });
    // Another member never gets Maya's context.
    await expect(collector.collect('mbr-2', fail, minimal)).resolves.toMatchObject({ source: 'minimal' });
    expect(collector.lastGood('mbr-1')?.user.name).toBe('Maya');
    collector.reset();
    expect(collector.lastGood('mbr-1')).toBeNull();
    warn.mockRestore();
  });

  it('a load that throws at once still ends its collection', async () => {
    const collector = createAiContextCollector();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = () => {
      throw new Error('bad');
    };
    await collector.collect('mbr-1', broken as unknown as () => Promise<AiContext>, minimal);
    const load = vi.fn(async () => context('Maya'));
    await collector.collect('mbr-1', load, minimal);
    expect(load).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
