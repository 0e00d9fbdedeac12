import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4451';
const secret = 's3cret';
const [, , tabsArg = 'teamOverview', variantsArg = 'desk-dark-pt'] = process.argv;
async function token(username) {
  const res = await fetch(`${base}/__operator/session`, { method: 'POST', headers: { 'X-Operator-Secret': secret, 'content-type': 'application/json' }, body: JSON.stringify({ username }) });
  return (await res.json()).value.token;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const variant of variantsArg.split(',')) {
  const [size, theme, lang] = variant.split('-');
  const viewport = size === 'phone' ? { width: 390, height: 844 } : { width: 1366, height: 900 };
  const context = await browser.newContext({ viewport, locale: lang === 'en' ? 'en-US' : 'pt-BR' });
  await context.addInitScript(([theme, lang]) => {
    localStorage.setItem('theme', theme);
    localStorage.setItem('lang', lang === 'en' ? 'en' : 'pt-BR');
    sessionStorage.setItem('USER_POPUP', 'closed');
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
  }, [theme, lang]);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  const t = await token('demo_agent');
  await page.goto(`${base}/?token=${t}`);
  await page.waitForTimeout(1500);
  for (const tab of tabsArg.split(',')) {
    await page.evaluate((to) => { window.history.pushState(null, '', to); window.dispatchEvent(new PopStateEvent('popstate')); }, `/agentHome?tab=${tab}`);
    await page.waitForTimeout(2500);
    const file = `/tmp/shots/${tab}-${variant}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
