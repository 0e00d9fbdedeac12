import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  checkAffiliate,
  getCaptcha,
  getSocialProviders,
  register,
  registerMobile,
  startSocialLogin,
  validateRegistration,
} from '../../shared/api/account-forms.ts';
import { operator } from './support/operator.ts';
import { skipAnnouncementPopup } from './support/announcements.ts';

/**
 * Accounts and sessions (issue 3) against the real platform: registration, login / logout, captcha, SMS login,
 * recovery, forced password change, free play, agent login. SMS codes are read from the operator's outbox and live
 * captchas solved through the operator route, as a support person would.
 *
 * Failed logins are counted per IP (captcha from the 3rd, for 30 minutes), so the captcha journey runs last and the
 * login helper solves a captcha whenever one is shown.
 */
async function latestSmsCode(request: APIRequestContext, mobileNum: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      code = (await operator.latestSms(request, mobileNum))?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** The key of the captcha image on screen, read from the `src` request the page made for it. */
function captchaKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === getCaptcha.path) keys.push(url.searchParams.get('captchaKey') ?? '');
  });
  return keys;
}

async function fillCaptcha(page: Page, scope: Locator, request: APIRequestContext, keys: string[]) {
  const image = scope.getByRole('img', { name: 'Imagem do código de verificação' });
  await expect(image).toBeVisible();
  const key = keys.at(-1)!;
  await scope
    .getByRole('textbox', { name: /Código de verificação/ })
    .fill(await operator.captchaAnswer(request, key));
}

/** Unique values per run: the database lives for the whole run. */
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;

function uniqueMobile(): string {
  return `119${String(Date.now() % 100_000_000).padStart(8, '0')}`;
}

/** A valid CPF (check digits) from 9 random digits. */
function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i]! * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/**
 * Logged in: the header's account menu. The member's announcement popup (execution A) opens right after a login and
 * covers the page; it is closed like a person would.
 */
async function expectLoggedIn(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu da conta' });
  const popup = page.getByRole('dialog', { name: 'Avisos' });
  await expect(menu.or(popup).first()).toBeVisible();
  const shown = await popup
    .waitFor({ state: 'visible', timeout: 2000 })
    .then(() => true)
    .catch(() => false);
  if (shown) await popup.getByRole('button', { name: 'Fechar' }).click();
  await expect(menu).toBeVisible();
}

async function openLogin(page: Page): Promise<Locator> {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Logs in through the popup; solves the captcha when the platform asks for one. */
async function loginWithPassword(page: Page, request: APIRequestContext, username: string, password: string) {
  const keys = captchaKeys(page);
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: /Usuário/ }).fill(username);
  await dialog.getByLabel(/^Senha/).fill(password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  const captcha = dialog.getByRole('textbox', { name: /Código de verificação/ });
  const loggedIn = page.getByRole('button', { name: 'Menu da conta' });
  await expect(
    captcha
      .or(loggedIn)
      .or(page.getByRole('dialog', { name: 'Alterar senha' }))
      .or(page.getByRole('dialog', { name: 'Avisos' }))
      .first(),
  ).toBeVisible();
  if (await captcha.isVisible()) {
    await fillCaptcha(page, dialog, request, keys);
    await dialog.getByRole('button', { name: 'Entrar' }).click();
  }
}

async function registerByMobile(page: Page, request: APIRequestContext) {
  const keys = captchaKeys(page);
  const mobile = uniqueMobile();
  const password = `Mob${unique()}`;
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Cadastre-se' });
  await expect(dialog.getByRole('button', { name: 'Celular' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('textbox', { name: /^Celular/ }).fill(mobile);
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Código SMS/ }).fill(await latestSmsCode(request, mobile));
  await dialog.getByLabel(/^Senha \*/).fill(password);
  await dialog.getByLabel(/^Confirmar senha/).fill(password);
  await dialog.getByRole('textbox', { name: /^CPF/ }).fill(randomCpf());
  await dialog.getByLabel(/^Data de nascimento/).fill('17/05/1990');
  await fillCaptcha(page, dialog, request, keys);
  await dialog.getByRole('checkbox', { name: /18 anos ou mais/ }).check();
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('dialog', { name: 'Cadastro realizado' })).toBeVisible();
  return { mobile, password };
}

test.describe('accounts and sessions', () => {
  test.afterEach(async ({ request }) => {
    await operator.reset(request);
  });

  test('registers with a username', async ({ page, request }) => {
    const keys = captchaKeys(page);
    const username = `e2e${unique()}`;
    await page.goto('/register?referralCode=AB12CD');
    const dialog = page.getByRole('dialog', { name: 'Cadastre-se' });
    await dialog.getByRole('button', { name: 'Usuário' }).click();
    await dialog.getByRole('textbox', { name: /^Usuário/ }).fill(username);
    await dialog.getByLabel(/^Senha \*/).fill('Secret123');
    await dialog.getByLabel(/^Confirmar senha/).fill('Secret123');
    await dialog.getByRole('textbox', { name: /^CPF/ }).fill(randomCpf());
    // typed day first on the number pad, the slashes put in while typing
    const birthday = dialog.getByRole('textbox', { name: /^Data de nascimento/ });
    await expect(birthday).toHaveAttribute('inputmode', 'numeric');
    await birthday.pressSequentially('17051990');
    await expect(birthday).toHaveValue('17/05/1990');
    await fillCaptcha(page, dialog, request, keys);
    await dialog.getByRole('checkbox', { name: /18 anos ou mais/ }).check();
    await dialog.getByRole('button', { name: 'Criar conta' }).click();

    const after = page.getByRole('dialog', { name: 'Cadastro realizado' });
    await expect(after).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await after.getByRole('button', { name: 'Depositar agora' }).click();
    await expect(page).toHaveURL(/\/member\?tab=depositv2$/);
    await expectLoggedIn(page);
    // "Depositar agora" lands on the PIX deposit form, not on "Minha conta"
    await expect(page.getByRole('heading', { level: 1, name: 'Depósito' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Valor' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gerar PIX' })).toBeVisible();
  });

  test('registers with a mobile number, the SMS code read from the outbox', async ({ page, request }) => {
    await registerByMobile(page, request);
    await page
      .getByRole('dialog', { name: 'Cadastro realizado' })
      .getByRole('button', { name: 'Mais tarde' })
      .click();
    await expectLoggedIn(page);
  });

  test('sends nothing when the terms box is unticked', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if ([register, registerMobile, validateRegistration, checkAffiliate].some((c) => c.path === path)) {
        sent.push(path);
      }
    });
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Cadastre-se' });
    await dialog.getByRole('button', { name: 'Usuário' }).click();
    await dialog.getByRole('textbox', { name: /^Usuário/ }).fill(`e2e${unique()}`);
    await dialog.getByLabel(/^Senha \*/).fill('Secret123');
    await dialog.getByLabel(/^Confirmar senha/).fill('Secret123');
    await dialog.getByRole('button', { name: 'Criar conta' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Marque esta caixa para continuar (não está vazio?)');
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
  });

  test('logs in and out', async ({ page, request }) => {
    await loginWithPassword(page, request, 'demo_player', 'Demo1234');
    await expectLoggedIn(page);
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

    await page.getByRole('button', { name: 'Menu da conta' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sair' });
    await confirm.getByRole('button', { name: 'Sair' }).click();
    // While the confirmation is open the rest of the page is aria-hidden, so wait for the logged-out header itself.
    await expect(confirm).toBeHidden();
    // Logout clears session storage (spec §4), so the visitors' announcement popup shows again: close it.
    const notices = page.getByRole('dialog', { name: 'Avisos' });
    await expect(notices.or(page.getByRole('button', { name: 'Cadastre-se' })).first()).toBeVisible();
    if (await notices.isVisible()) await notices.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('button', { name: 'Cadastre-se' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu da conta' })).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('merchantCode')]),
      )
      .toEqual([null, 'demo']);
  });

  test('logs in with an SMS code', async ({ page, request }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Código por SMS' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Código do país' })).toHaveValue('+55');
    await dialog.getByRole('textbox', { name: /^Celular/ }).fill('11987654321');
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialog.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled();
    await dialog
      .getByRole('textbox', { name: /^Código SMS/ })
      .fill(await latestSmsCode(request, '11987654321'));
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expectLoggedIn(page);
  });

  test('resets a forgotten password by mobile and is logged in', async ({ page, request, browser }) => {
    const { mobile } = await registerByMobile(page, request);
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'pt-BR' });
    const fresh = await context.newPage();
    await fresh.goto('/forget');
    const dialog = fresh.getByRole('dialog', { name: 'Recuperar senha' });
    await expect(dialog.getByRole('button', { name: 'Por celular' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('textbox', { name: /^Celular/ }).fill(mobile);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialog.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled();
    await dialog.getByRole('textbox', { name: /^Código SMS/ }).fill(await latestSmsCode(request, mobile));
    await dialog.getByLabel(/^Nova senha/).fill(`New${unique()}`);
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expectLoggedIn(fresh);
    expect(new URL(fresh.url()).pathname).toBe('/');
    await context.close();
  });

  test('forces a change of the default initial password', async ({ page, request }) => {
    await loginWithPassword(page, request, 'demo_reset', 'Aurora123');
    const change = page.getByRole('dialog', { name: 'Alterar senha' });
    await expect(change).toBeVisible();
    await expect(change.getByRole('button', { name: 'Fechar' })).toHaveCount(0);
    // The password was just typed at the login: not asked again.
    await expect(change.getByLabel(/^Senha atual/)).toHaveCount(0);
    await change.getByLabel(/^Nova senha/).fill('Changed123');
    await change.getByLabel(/^Confirmar nova senha/).fill('Changed124');
    await change.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(change.getByText('As duas entradas não coincidem')).toBeVisible();
    await change.getByLabel(/^Confirmar nova senha/).fill('Changed123');
    await change.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(change).toHaveCount(0);
    await expectLoggedIn(page);
  });

  test('free play cannot launch a game: a real account is needed', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Jogar grátis' }).click();
    await expectLoggedIn(page);
    // A game tile's play button on the home page.
    const play = page
      .getByRole('main')
      .getByRole('button', { name: /^Jogar / })
      .first();
    await play.click();
    const need = page.getByRole('dialog', { name: 'Conta real necessária' });
    await expect(need).toBeVisible();
    await expect(need).toContainText('Crie uma conta real');
    await need.getByRole('button', { name: 'Entendi' }).click();

    // The member centre (money pages) is closed to a trial account too.
    await page.goto('/member?tab=depositv2');
    await expect(page.getByRole('dialog', { name: 'Conta real necessária' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('signs in with a social provider (the platform simulator) through code + PKCE', async ({
    page,
    request,
  }) => {
    // No provider (the demo merchant's default): no social button.
    const providersRead = page.waitForResponse((res) => res.url().endsWith(getSocialProviders.path));
    let dialog = await openLogin(page);
    await providersRead;
    await expect(dialog.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Entrar com Google' })).toHaveCount(0);

    await operator.socialProvider(request, { provider: 'GOOGLE', enabled: true, simulated: true });
    try {
      dialog = await openLogin(page);
      const startCall = page.waitForRequest((req) => req.url().endsWith(startSocialLogin.path));
      await dialog.getByRole('button', { name: 'Entrar com Google' }).click();
      const sent = (await startCall).postDataJSON() as { codeChallenge: string; redirectUri: string };
      expect(sent.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new URL(sent.redirectUri).pathname).toBe('/oauth/callback');
      // The simulator sends the browser straight back; the callback exchanges the code and logs in.
      await expectLoggedIn(page);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => sessionStorage.getItem('oauth:pending'))).toBeNull();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();

      // A forged answer (a state this tab did not start) is refused without a call.
      await page.evaluate(() => sessionStorage.removeItem('token'));
      await page.goto('/oauth/callback?code=forged&state=st_forged');
      await expect(page.getByRole('alert')).toContainText('Nenhuma entrada social em andamento');
      await expect(page).toHaveURL(/\/oauth\/callback$/);
    } finally {
      await operator.socialProvider(request, { provider: 'GOOGLE', enabled: false });
    }
  });

  test('starts free play from the header', async ({ page }) => {
    await skipAnnouncementPopup(page);
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Jogar grátis' }).click();
    await expectLoggedIn(page);
    await expect(banner.getByRole('button', { name: 'Jogar grátis' })).toHaveCount(0);

    // Off when the operator turns FREEPLAY3 off.
    await page.evaluate(() => sessionStorage.clear());
    await operator.flag(page.request, 'FREEPLAY3', false);
    try {
      await page.goto('/');
      await expect(banner.getByRole('button', { name: 'Cadastre-se' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Jogar grátis' })).toHaveCount(0);
    } finally {
      await operator.flag(page.request, 'FREEPLAY3', true);
    }
  });

  test('refuses a player at /agent', async ({ page }) => {
    await page.goto('/agent');
    await expect(page.getByRole('heading', { level: 1, name: 'Login do agente' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Jogar grátis' })).toHaveCount(0);
    await page.getByRole('textbox', { name: /Usuário/ }).fill('demo_player');
    await page.getByLabel(/^Senha/).fill('Demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Somente agentes podem entrar aqui.');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.goto('/agentHome');
    await expect(page).toHaveURL(/\/agent$/);
  });

  test('an agent lands on /agentHome', async ({ page }) => {
    await page.goto('/agent');
    await page.getByRole('textbox', { name: /Usuário/ }).fill('demo_agent');
    await page.getByLabel(/^Senha/).fill('Agent1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/agentHome$/);
    await expect(page.getByRole('navigation', { name: 'Menu da central do agente' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Visão geral da equipe' })).toBeVisible();
  });

  test('completes the extra verification of a login from an unregistered IP', async ({ page, request }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: /Usuário/ }).fill('demo_secure');
    await dialog.getByLabel(/^Senha/).fill('Secure1234');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirme que é você' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Código por e-mail' }).check();
    const email = await operator.latestEmail(request, 'demo_secure@aurora-play.example');
    await dialog.getByRole('textbox', { name: /Código recebido por e-mail/ }).fill(email!.code!);
    await dialog.getByRole('button', { name: 'Confirmar e entrar' }).click();
    await expectLoggedIn(page);
  });

  // Near the end: two refused logins count towards this IP's captcha threshold (the captcha journey comes next).
  test('a wrong password is refused in Portuguese, and in English once the interface is English', async ({
    page,
  }) => {
    await skipAnnouncementPopup(page);
    let dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: /Usuário/ }).fill('demo_down2');
    await dialog.getByLabel(/^Senha/).fill('Wrong1234');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Usuário ou senha incorretos.');
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: /Username/ }).fill('demo_down2');
    await dialog.getByLabel(/^Password/).fill('Wrong1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password.');
  });

  // Last: it leaves this IP's failure count at the captcha threshold for the rest of the run.
  test('asks for a captcha after failed logins, and a fresh one after every refusal', async ({
    page,
    request,
  }) => {
    const keys = captchaKeys(page);
    const dialog = await openLogin(page);
    const captcha = dialog.getByRole('textbox', { name: /Código de verificação/ });
    await expect(captcha).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /Usuário/ }).fill('demo_down1');
    for (let attempt = 0; attempt < 3 && !(await captcha.isVisible()); attempt++) {
      await dialog.getByLabel(/^Senha/).fill(`Wrong${attempt}x`);
      await dialog.getByRole('button', { name: 'Entrar' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
    }
    await expect(captcha).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Imagem do código de verificação' })).toBeVisible();
    // A right captcha with a wrong password: refused, and the spent captcha gives way to a new one.
    await expect.poll(() => keys.length).toBeGreaterThan(0);
    const image = dialog.getByRole('img', { name: 'Imagem do código de verificação' });
    const spent = { key: keys.at(-1), src: await image.getAttribute('src') };
    await fillCaptcha(page, dialog, request, keys);
    await dialog.getByLabel(/^Senha/).fill('Wrong9x');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => keys.at(-1)).not.toBe(spent.key);
    await expect(image).not.toHaveAttribute('src', spent.src!);
    await expect(captcha).toHaveValue('');
    await fillCaptcha(page, dialog, request, keys);
    await dialog.getByLabel(/^Senha/).fill('Down1234');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expectLoggedIn(page);
  });
});
