import { describe, expect, it, vi } from 'vitest';

// every schema zod builds, counted: importing the bridge must build none (the web build's first view carries it)
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('zod/mini', async (importOriginal) => {
  const original = await importOriginal<typeof import('zod/mini')>();
  const counted = new Proxy(original.z, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        built.count += 1;
        return (value as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
  return { ...original, z: counted };
});

describe('the desktop bridge’s schemas (issue 16)', () => {
  it('are built at their first use, not when the module loads', async () => {
    await import('../api/contract.ts');
    built.count = 0;
    const bridge = await import('./bridge.ts');
    expect(built.count).toBe(0);
    expect(bridge.appAreaSchema.safeParse('agent').success).toBe(true);
    expect(bridge.appAreaSchema.safeParse('admin').success).toBe(false);
    expect(built.count).toBeGreaterThan(0);
    expect(bridge.updateStateSchema.safeParse({ status: 'downloaded', version: '1.2.3' }).success).toBe(true);
    expect(bridge.updateStateSchema.safeParse({ status: 'downloaded' }).success).toBe(false);
  });
});
