// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173),
// which proxies /api to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { NODE_ENV: 'development', ...process.env };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--configLoader', 'runner'], {
    cwd: path.join(root, 'packages/web'),
    stdio: 'inherit',
    env,
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
