// Gzip size of the JavaScript that /login makes the browser load, measured in Chromium.
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { launchBrowser } from '../packages/e2e/src/support/browser';
import { startPortal } from '../packages/e2e/src/support/portal-server';

execFileSync(process.execPath, ['scripts/web-build.mjs'], { stdio: 'inherit' });
const portal = await startPortal({ brand: 'asset-manager', seed: false });
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (!body) return;
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: zlib.gzipSync(body).length,
    });
  });
  await page.goto(`${portal.baseUrl}/login`, { waitUntil: 'networkidle' });
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(s.raw / 1024).toFixed(1).padStart(7)} KB raw  ${s.url}`,
    );
  }
  console.log(
    `/login JavaScript: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB gzip (goal < 200 KB)`,
  );
} finally {
  await browser.close();
  await portal.stop();
}
