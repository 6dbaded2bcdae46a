import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

import { domainMessagesPlugin } from './packages/web/vite/domain-messages-plugin';

// One runner for every suite; `--project NAME` picks one. Server and e2e suites start real
// databases and browsers, so they get longer timeouts and run their files one at a time where noted.
//
// Vitest's default is one worker fewer than the cores, which on the 2-core CI machine is one worker:
// the unit and server files ran one at a time on one core while the other idled (decision 101). Up
// to two cores, a worker each; the e2e project stays at one (fileParallelism: false).
const cores = os.availableParallelism();

export default defineConfig({
  test: {
    maxWorkers: cores <= 2 ? cores : cores - 1,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          // The files share one module graph per worker: the app's ~400 modules are evaluated once,
          // not once a file (2-5 s a file, 135 files, on each of the two database passes). Each file
          // still makes its own database and app; module state is only caches.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['src/testing/global-setup.ts'],
        },
      },
      {
        // The project's own lint rules (eslint-rules/), which enforce the architecture's boundaries.
        test: { name: 'tooling', root: '.', include: ['eslint-rules/**/*.test.js'] },
      },
      {
        plugins: [domainMessagesPlugin()],
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/**/*.node.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // One jsdom, and React, MUI and the other packages evaluated once a worker, not once a file
          // (about 2.7 s of CPU a file). setup.ts puts back what a file leaves behind (decision 126).
          isolate: false,
          // jsdom renders of whole screens take seconds on a busy 2-core runner; 5 s failed by load alone.
          testTimeout: 20_000,
        },
      },
      {
        // ECharts' server-side SVG drawing, read without a DOM. A project of their own: a worker
        // serves one environment, and a node file between the web files cost a new jsdom worker.
        plugins: [domainMessagesPlugin()],
        test: { name: 'web-node', root: 'packages/web', include: ['src/**/*.node.test.ts'] },
      },
      {
        test: {
          name: 'e2e',
          root: 'packages/e2e',
          include: ['src/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          globalSetup: ['src/global-setup.ts'],
        },
      },
    ],
  },
});
