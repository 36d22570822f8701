/**
 * The profile API's global status handling (docs/product.md#states), as the page sees it:
 * a 401 shows 'Your session has expired. Refreshing page...', forgets the
 * session and reloads 1.5 s after the toast can show; 404 and 5xx raise the
 * spec's errors.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reload = vi.fn();
let markToastsReady!: () => void;
// The toast lives in the UI kit (vanilla-extract styles need a bundler); here it is a spy whose
// region code arrives when the test says so.
vi.mock('@kindred/ui/Toast', () => ({
  toast: { show: vi.fn() },
  toastsReady: () => new Promise<void>((resolve) => (markToastsReady = resolve)),
}));
vi.hoisted(() => {
  vi.stubGlobal('location', { origin: 'http://kindred.test', href: 'http://kindred.test/', reload: () => reload() });
});

const { toast } = await import('@kindred/ui/Toast');
const { globalStatusHandler, resetStatusHandler, RELOAD_DELAY_MS, SERVER_ERROR_TOAST, SESSION_EXPIRED_TOAST, StatusError } = await import('./http.ts');
const { getSession, setSession } = await import('./session.ts');

type HookInput = Parameters<typeof globalStatusHandler>[0];
const answer = (status: number) => globalStatusHandler({ response: new Response(null, { status }) } as HookInput);

beforeEach(() => {
  vi.useFakeTimers();
  resetStatusHandler();
  reload.mockClear();
  vi.mocked(toast.show).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('401', () => {
  it('shows the toast, forgets the session and reloads 1.5 s after the toast can show', async () => {
    setSession({ idToken: 'a.b.c', refreshToken: 'r', expiresIn: 3600, tokenType: 'Bearer' });
    expect(getSession()).not.toBeNull();
    expect(() => answer(401)).toThrow(StatusError);
    expect(vi.mocked(toast.show).mock.calls[0]?.[0]).toMatchObject({ title: SESSION_EXPIRED_TOAST });
    expect(getSession()).toBeNull();

    // The toast's code is still on its way: no reload yet, however long that takes.
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS * 3);
    expect(reload).not.toHaveBeenCalled();

    markToastsReady();
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('schedules one reload however many calls are refused', async () => {
    expect(() => answer(401)).toThrow(StatusError);
    expect(() => answer(401)).toThrow(StatusError);
    markToastsReady();
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS * 2);
    expect(toast.show).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('other statuses', () => {
  it("raises 'User profile not found' on a 404, without a toast", () => {
    expect(() => answer(404)).toThrow('User profile not found');
    expect(toast.show).not.toHaveBeenCalled();
  });

  it.each([500, 501, 502])("answers %i with the server-error toast and 'Server error'", (status) => {
    expect(() => answer(status)).toThrow('Server error');
    expect(vi.mocked(toast.show).mock.calls[0]?.[0]).toMatchObject({ title: SERVER_ERROR_TOAST });
  });

  it('lets a 200 through', () => {
    expect(answer(200)).toBeUndefined();
  });
});
