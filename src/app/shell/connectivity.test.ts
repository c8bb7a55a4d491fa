import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { connectivity, useOffline } from './connectivity';

const networkError = new ApiError({
  kind: 'network',
  status: 0,
  code: null,
  title: 'Network Connection Failed',
  message: 'Network Connection Failed',
});
const notFound = new ApiError({
  kind: 'not_found',
  status: 404,
  code: null,
  title: 'Not Found',
  message: 'Not Found',
});

describe('useOffline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => connectivity.reset());
  });

  it('is offline after a network error until the server answers again, even with an error', () => {
    const { result } = renderHook(() => useOffline());
    expect(result.current).toBe(false);
    act(() => connectivity.report(networkError));
    expect(result.current).toBe(true);
    act(() => connectivity.report(notFound));
    expect(result.current).toBe(false);
  });

  it('follows the browser going offline, and its coming back online clears a failed call', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useOffline());
    act(() => window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe(true);
    act(() => connectivity.report(networkError));
    onLine.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    expect(result.current).toBe(false);
  });
});
