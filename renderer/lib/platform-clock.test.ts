import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { getSystemStatus } from '../../shared/api/system.ts';
import { usePagedPeriod } from '../hooks/use-paged-period.ts';
import { call } from './api-client.ts';
import {
  learnFromDateHeader,
  learnPlatformTime,
  platformNow,
  platformOffsetMs,
  resetPlatformClock,
} from './platform-clock.ts';
import { platformToday } from './platform-today.ts';

/** 23:58 in Brasília on 22 November on the device; the platform is 5 minutes ahead, already on the 23rd. */
const deviceNow = Date.parse('2026-11-23T02:58:00Z');
const fiveMinutes = 5 * 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(deviceNow);
  resetPlatformClock();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetPlatformClock();
});

describe('the platform clock', () => {
  it("is the device's clock until the platform says otherwise", () => {
    expect(platformNow()).toBe(deviceNow);
    expect(platformToday()).toBe('2026-11-22');
  });

  it("takes the platform's calendar from a Date header when the device is minutes behind", () => {
    learnFromDateHeader(new Date(deviceNow + fiveMinutes).toUTCString());
    expect(platformOffsetMs()).toBe(fiveMinutes + 500);
    expect(platformToday()).toBe('2026-11-23');
  });

  it('ignores the rounding of the header and the network: a device with a right clock stays put', () => {
    learnFromDateHeader(new Date(deviceNow - 900).toUTCString());
    learnPlatformTime(deviceNow + 1_200);
    expect(platformOffsetMs()).toBe(0);
    expect(platformNow()).toBe(deviceNow);
  });

  it('follows a later, better measure (the push hello) and comes back when the device is right again', () => {
    learnFromDateHeader(new Date(deviceNow + fiveMinutes).toUTCString());
    learnPlatformTime(deviceNow + fiveMinutes + 40_000);
    expect(platformOffsetMs()).toBe(fiveMinutes + 40_000);
    learnPlatformTime(deviceNow + 300);
    expect(platformOffsetMs()).toBe(0);
    expect(platformToday()).toBe('2026-11-22');
  });

  it('ignores a header that is missing or not a date', () => {
    learnFromDateHeader(null);
    learnFromDateHeader('yesterday');
    expect(platformOffsetMs()).toBe(0);
  });

  it("learns from every answer of the platform, and the lists' periods end on the platform's today", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({ success: true, value: getSystemStatus.example.response, message: '' }),
            {
              status: 200,
              headers: {
                'Content-Type': 'application/json',
                Date: new Date(deviceNow + fiveMinutes).toUTCString(),
              },
            },
          ),
        ),
      ),
    );
    await call(getSystemStatus, {});
    expect(platformToday()).toBe('2026-11-23');

    const { result } = renderHook(() => usePagedPeriod(7));
    expect(result.current.range).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
  });
});
