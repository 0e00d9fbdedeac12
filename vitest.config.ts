import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared-server',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          pool: 'forks',
          // cheap password hashing in tests (server/test/setup.ts)
          setupFiles: ['server/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'electron',
          environment: 'node',
          include: ['electron/**/*.test.ts', 'tests/static/**/*.test.ts'],
          // electron-store would otherwise load the real `electron` package, which throws without its binary.
          server: { deps: { inline: ['electron-store'] } },
          testTimeout: 60_000,
        },
      },
    ],
  },
});
