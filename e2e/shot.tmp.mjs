import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] });
const url = process.argv[2];
for (const w of [375, 1280]) {
  const p = await b.newPage({ viewport: { width: w, height: w === 375 ? 812 : 900 } });
  await p.goto(url, { waitUntil: 'networkidle' });
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/shot-${w}.png` });
  await p.close();
}
await b.close();
