import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '@app/shared/constants';
import { dismissToast, shownToast, toast } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('keeps a dismissed toast, closed, for the removal delay, then removes it', () => {
    toast({ title: 'Address copied' });
    const { id } = shownToast()!;
    dismissToast(id);
    expect(shownToast()).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(shownToast()).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(1);
    expect(shownToast()).toBeNull();
  });

  it('lets a newer toast replace a dismissed one, and its removal leave the newer alone', () => {
    toast({ title: 'First' });
    dismissToast(shownToast()!.id);
    toast({ title: 'Second' });
    vi.advanceTimersByTime(TOAST.removeDelayMs);
    expect(shownToast()).toMatchObject({ title: 'Second', open: true });
  });
});
