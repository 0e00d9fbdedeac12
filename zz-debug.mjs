import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4451';
const res = await fetch(`${base}/__operator/session`, { method: 'POST', headers: { 'X-Operator-Secret': 's3cret', 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo_agent' }) });
const token = (await res.json()).value.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto(`${base}/?token=${token}`);
await page.waitForTimeout(1000);
await page.evaluate(() => { window.history.pushState(null, '', '/agentHome?tab=downlineManagmentView'); window.dispatchEvent(new PopStateEvent('popstate')); });
await page.waitForTimeout(2500);
console.log(await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > 1370) out.push(`${el.tagName}.${el.className} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
  }
  return out.slice(0, 15).join('\n');
}));
await browser.close();
