import fs from 'node:fs/promises';
import path from 'node:path';

/** Folders under `root` (relative paths) that hold nothing: what a failed write must not leave. */
export async function emptyFolders(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    if (entries.length === 0 && dir !== root) found.push(path.relative(root, dir));
    for (const entry of entries) if (entry.isDirectory()) await walk(path.join(dir, entry.name));
  };
  await walk(root);
  return found.sort();
}

/** Every file under `root` (relative paths), metadata included. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
