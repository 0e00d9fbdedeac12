import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { getCaptcha } from '../../shared/api/account-forms.ts';
import { skipAnnouncementPopup } from './support/announcements.ts';
import { operator } from './support/operator.ts';

/**
 * Responsible play (issue 14) in Brazil mode: the demo merchant stays out of Brazil mode by default, and these
 * journeys switch it on through the operator API (and off again afterwards). Each journey registers its own player
 * the Brazil-mode way (CPF, birth date, the loss and time limits with their suggested values, the risk warning).
 */

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

const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;

/** Registers a player by username in Brazil mode and lands logged in; answers the credentials. */
async function registerPlayer(page: Page, request: APIRequestContext) {
  const keys: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === getCaptcha.path) keys.push(url.searchParams.get('captchaKey') ?? '');
  });
  const username = `rg${unique()}`;
  const password = 'Secret123';
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Cadastre-se' });
  await dialog.getByRole('button', { name: 'Usuário' }).click();
  await dialog.getByRole('textbox', { name: /^Usuário/ }).fill(username);
  await dialog.getByLabel(/^Senha \*/).fill(password);
  await dialog.getByLabel(/^Confirmar senha/).fill(password);
  await dialog.getByRole('textbox', { name: /^CPF/ }).fill(randomCpf());
  await dialog.getByLabel(/^Data de nascimento/).fill('17/05/1990');
  // the loss and time limits are asked, with the merchant's suggested values
  const responsible = dialog.getByRole('group', { name: 'Jogo responsável' });
  await expect(responsible.getByRole('textbox', { name: /^Limite de perdas/ })).toHaveValue('500,00');
  await expect(responsible.getByRole('textbox', { name: /^Limite de tempo de jogo/ })).toHaveValue('2');
  await responsible.getByRole('checkbox', { name: /Li e entendi o aviso de risco/ }).check();
  await solveCaptcha(dialog, request, keys);
  await dialog.getByRole('checkbox', { name: /18 anos ou mais/ }).check();
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  const after = page.getByRole('dialog', { name: 'Cadastro realizado' });
  await expect(after).toBeVisible();
  await after.getByRole('button', { name: 'Mais tarde' }).click();
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible();
  return { username, password };
}

async function solveCaptcha(scope: Locator, request: APIRequestContext, keys: string[]) {
  await expect(scope.getByRole('img', { name: 'Imagem do código de verificação' })).toBeVisible();
  await scope
    .getByRole('textbox', { name: /Código de verificação/ })
    .fill(await operator.captchaAnswer(request, keys.at(-1)!));
}

async function openResponsiblePlay(page: Page) {
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Jogo responsável' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jogo responsável' })).toBeVisible();
}

test.describe('responsible play in Brazil mode', () => {
  test.beforeEach(async ({ page, request }) => {
    await skipAnnouncementPopup(page);
    await operator.responsibleSettings(request, { brazilMode: true });
    await operator.clearLoginFailures(request);
  });

  test.afterEach(async ({ request }) => {
    await operator.responsibleSettings(request, { brazilMode: false, realityCheck: { defaultMinutes: 30 } });
  });

  test('a daily deposit limit of R$ 100 refuses a R$ 150 deposit and says what is left', async ({
    page,
    request,
  }) => {
    await registerPlayer(page, request);
    await openResponsiblePlay(page);
    const deposits = page.getByRole('region', { name: 'Limite de depósito' });
    await deposits.getByRole('button', { name: 'Definir Limite diário de depósito (R$)' }).click();
    await deposits.getByRole('textbox', { name: /Limite diário de depósito/ }).fill('100');
    await deposits.getByRole('button', { name: 'Salvar limite' }).click();
    await expect(deposits.getByTestId('limit-DEPOSIT-DAY')).toContainText(/R\$\s100,00/);

    await page
      .getByRole('navigation', { name: 'Central do membro' })
      .getByRole('link', { name: 'Depósito' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Depósito' })).toBeVisible();
    // said before submitting …
    await expect(page.getByTestId('deposit-allowance')).toContainText(
      /você ainda pode depositar R\$\s100,00 hoje/,
    );
    await page.getByRole('textbox', { name: 'Valor' }).fill('150');
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    // … and the platform refuses the order with what is left
    await expect(page.getByRole('alert')).toHaveText(
      /Limite diário de depósito de R\$\s100,00: você ainda pode depositar R\$\s100,00 hoje\./,
    );
    await expect(page.getByRole('img', { name: /QR code PIX/ })).toHaveCount(0);
  });

  test('self-excluding for 6 months logs out, and the next login is refused with the end date', async ({
    page,
    request,
  }) => {
    const { username, password } = await registerPlayer(page, request);
    await openResponsiblePlay(page);
    const exclusion = page.getByRole('radiogroup', { name: 'Autoexclusão' });
    await expect(exclusion.getByRole('radio', { name: '6 meses' })).toBeChecked();
    await page.getByRole('button', { name: 'Autoexcluir-me' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirmar autoexclusão: 6 meses' });
    await expect(confirm).toContainText('Você não poderá jogar nem depositar durante esse período.');
    await expect(confirm).toContainText('Você não receberá mensagens de marketing.');
    await expect(confirm).toContainText('Bônus pendentes serão perdidos.');
    await expect(confirm).toContainText('Saques continuam possíveis');
    await expect(confirm.getByRole('link', { name: 'Serviço nacional de autoexclusão' })).toBeVisible();
    const until = ((await confirm.getByText(/^Autoexclusão até /).textContent()) ?? '').match(
      /(\d{1,2} de \S+ de \d{4})/,
    )?.[1];
    expect(until).toBeTruthy();
    await expect(confirm.getByRole('button', { name: 'Confirmar autoexclusão' })).toBeDisabled();
    await confirm.getByRole('checkbox', { name: 'Entendi as consequências' }).check();
    await confirm.getByRole('button', { name: 'Confirmar autoexclusão' }).click();

    const notice = page.getByRole('dialog', { name: 'Autoexclusão confirmada' });
    await expect(notice).toContainText(`autoexcluída até ${until}`);
    await notice.getByRole('button', { name: 'Entendi' }).click();
    await expect(page.getByRole('button', { name: 'Menu da conta' })).toHaveCount(0);

    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await login.getByRole('textbox', { name: /Usuário/ }).fill(username);
    await login.getByLabel(/^Senha/).fill(password);
    await login.getByRole('button', { name: 'Entrar' }).click();
    const refusal = login.getByRole('alert');
    await expect(refusal).toContainText('Esta conta está autoexcluída até');
    // the end date, in Brasília time, as DD/MM/YYYY
    const [day, month, year] = until!.split(' de ');
    const months = [
      'jan.',
      'fev.',
      'mar.',
      'abr.',
      'mai.',
      'jun.',
      'jul.',
      'ago.',
      'set.',
      'out.',
      'nov.',
      'dez.',
    ];
    const mm = String(months.indexOf(month!) + 1).padStart(2, '0');
    await expect(refusal).toContainText(`${day!.padStart(2, '0')}/${mm}/${year}`);
    await expect(page.getByRole('button', { name: 'Menu da conta' })).toHaveCount(0);
  });

  test('the reality check appears after the interval, and "stop" ends the session', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // a one-minute interval (merchant configuration), and the platform's clock moved past it
    await operator.responsibleSettings(request, { realityCheck: { defaultMinutes: 1 } });
    await registerPlayer(page, request);
    await operator.advanceClock(request, 65);

    // the client reads the platform again within its polling interval and shows the check
    const check = page.getByRole('dialog', { name: 'Aviso de tempo de jogo' });
    await expect(check).toBeVisible({ timeout: 45_000 });
    await expect(check).toContainText(/Você está jogando há \d+ min nesta sessão\./);
    await expect(check.getByTestId('reality-net')).toHaveText(/R\$\s0,00/);
    await check.getByRole('button', { name: 'Parar de jogar' }).click();

    const ended = page.getByRole('dialog', { name: 'Sessão encerrada' });
    await expect(ended).toBeVisible();
    await ended.getByRole('button', { name: 'Entendi' }).click();
    await expect(page.getByRole('button', { name: 'Menu da conta' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Entrar' }).first()).toBeVisible();
  });
});
