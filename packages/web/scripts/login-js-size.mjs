/* eslint-disable no-console -- a command-line script that prints its figures */
// Prints the gzip size of the JavaScript /login loads: the entry chunk with its static imports,
// plus the login screen's lazy chunk with its static imports. Run after `vite build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files) => [...files].reduce((total, file) => total + gzip(file), 0);

const entry = closure('index.html');
const login = closure('src/features/auth/login-page.tsx', new Set(entry));
const loginOnly = [...login].filter((file) => !entry.has(file));

for (const file of [...login].sort((a, b) => gzip(b) - gzip(a))) {
  console.log(`${kb(gzip(file)).padStart(10)}  ${file}${entry.has(file) ? '' : '  (login chunk)'}`);
}
console.log(`entry + static imports: ${kb(sum(entry))} gzip (${entry.size} files)`);
console.log(
  `/login total (entry + login screen chunks): ${kb(sum(login))} gzip (${login.size} files, ${loginOnly.length} lazy)`,
);
