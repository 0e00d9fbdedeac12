import { afterEach, describe, expect, it } from 'vitest';
import { systemStatusQueryOptions } from './get-system-status.ts';
import { liveChannel } from './live-channel.ts';

describe('system status query', () => {
  afterEach(() => liveChannel.set(false));

  it('polls every 10 s while visible and no live channel is open, and refetches whenever the window regains focus', () => {
    const options = systemStatusQueryOptions();
    expect(typeof options.refetchInterval).toBe('function');
    // it reads the channel alone, not the query
    const interval = options.refetchInterval as unknown as () => number | false;
    expect(interval()).toBe(10_000);
    // the platform pushes the status's changes while the channel is open: nothing to poll
    liveChannel.set(true);
    expect(interval()).toBe(false);
    liveChannel.set(false);
    expect(interval()).toBe(10_000);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe('always');
    expect(options.queryKey).toEqual(['system', 'status']);
  });
});
