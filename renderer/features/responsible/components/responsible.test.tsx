import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  acknowledgeRiskWarning,
  answerRealityCheck,
  cancelLimitChange,
  confirmIdentity,
  getResponsibleOverview,
  getResponsibleStatus,
  keepSessionAlive,
  limitKinds,
  limitPeriods,
  setLimit,
  type LimitState,
  type ResponsibleOverview,
  type ResponsibleStatus,
} from '../../../../shared/api/responsible.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { ok, stubFetch, type RecordedRequest } from '../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { useNoticeStore } from '../stores/notice-store.ts';
import { DepositAllowance } from './deposit-allowance.tsx';
import { IdentityForm } from './identity-form.tsx';
import { ResponsiblePanel } from './responsible-panel.tsx';
import { ResponsibleGuard } from './session-guard.tsx';

initI18n('pt-BR');

const iso = (ms: number) => new Date(ms).toISOString();
const example = getResponsibleStatus.example.response;

/** A status at the machine's time, every deadline far away unless the test says otherwise. */
function status(
  patch: Partial<ResponsibleStatus> = {},
  session: Partial<NonNullable<ResponsibleStatus['session']>> = {},
) {
  const now = Date.now();
  return {
    ...example,
    now: iso(now),
    session: {
      startedAt: iso(now - 30 * 60_000),
      idleExpiresAt: iso(now + 29 * 60_000),
      playedSeconds: 1_800,
      netResult: -1_250,
      realityCheck: { intervalMinutes: 30, dueAt: iso(now + 10 * 60_000) },
      ...session,
    },
    deposit: null,
    ...patch,
  } satisfies ResponsibleStatus;
}

function limits(values: Partial<Record<string, Partial<LimitState>>> = {}): LimitState[] {
  return limitKinds.flatMap((kind) =>
    limitPeriods.map((period) => ({
      kind,
      period,
      value: null,
      used: 0,
      remaining: null,
      resetsAt: iso(Date.now() + 3_600_000),
      pending: null,
      ...values[`${kind}-${period}`],
    })),
  );
}

function overview(patch: Partial<ResponsibleOverview> = {}): ResponsibleOverview {
  return { ...getResponsibleOverview.example.response, limits: limits(), ...patch };
}

const bodyOf = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.url.pathname === path).map((r) => JSON.parse(r.body ?? '{}') as unknown);

afterEach(() => {
  useNoticeStore.getState().dismiss();
});

describe('ResponsiblePanel', () => {
  it('sets a daily deposit limit in reais, shows a pending raise and cancels it', async () => {
    const user = userEvent.setup();
    let state = overview({
      limits: limits({
        'LOSS-MONTH': {
          value: 50_000,
          remaining: 50_000,
          pending: { value: 80_000, effectiveAt: iso(Date.now() + 86_400_000) },
        },
      }),
    });
    const { requests } = stubFetch({
      [getResponsibleOverview.path]: () => ok(state),
      [setLimit.path]: () => {
        state = overview({ limits: limits({ 'DEPOSIT-DAY': { value: 10_000, remaining: 10_000 } }) });
        return ok({ limit: state.limits[0], applied: 'NOW' });
      },
      [cancelLimitChange.path]: ok({ limit: state.limits[4], cancelled: true }),
    });
    renderWithProviders(<ResponsiblePanel />, { loggedIn: true });

    const loss = await screen.findByRole('region', { name: 'Limite de perdas' });
    expect(within(loss).getByText(/Aumento para R\$\s800,00 pendente até/)).toBeInTheDocument();
    await user.click(within(loss).getByRole('button', { name: 'Cancelar alteração' }));
    await waitFor(() =>
      expect(bodyOf(requests, cancelLimitChange.path)).toEqual([{ kind: 'LOSS', period: 'MONTH' }]),
    );

    const deposits = screen.getByRole('region', { name: 'Limite de depósito' });
    await user.click(
      within(deposits).getByRole('button', { name: 'Definir Limite diário de depósito (R$)' }),
    );
    const input = within(deposits).getByRole('textbox', { name: /Limite diário de depósito/ });
    await user.type(input, 'cem');
    await user.click(within(deposits).getByRole('button', { name: 'Salvar limite' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Informe um valor válido'));
    await user.clear(input);
    await user.type(input, '100');
    await user.click(within(deposits).getByRole('button', { name: 'Salvar limite' }));
    await waitFor(() =>
      expect(bodyOf(requests, setLimit.path)).toEqual([{ kind: 'DEPOSIT', period: 'DAY', value: 10_000 }]),
    );
    expect(await within(deposits).findByText(/restam R\$\s100,00/)).toBeInTheDocument();
  });
});

describe('IdentityForm', () => {
  it('takes the birth date typed day first and sends the ISO date; a date not on the calendar is worded by its format', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch({
      [confirmIdentity.path]: ok(confirmIdentity.example.response),
      [getResponsibleStatus.path]: ok(status()),
    });
    renderWithProviders(<IdentityForm />, { loggedIn: true });
    await user.type(screen.getByRole('textbox', { name: /^CPF/ }), '390.533.447-05');
    const birthday = screen.getByRole('textbox', { name: /^Data de nascimento/ });
    await user.type(birthday, '30021990');
    await user.click(screen.getByRole('button', { name: 'Confirmar identidade' }));
    expect(birthday).toHaveAccessibleDescription('Digite uma data válida no formato DD/MM/AAAA');
    expect(bodyOf(requests, confirmIdentity.path)).toEqual([]);
    await user.clear(birthday);
    await user.type(birthday, '17/5/1990');
    expect(birthday).toHaveValue('17/05/1990');
    await user.click(screen.getByRole('button', { name: 'Confirmar identidade' }));
    await waitFor(() =>
      expect(bodyOf(requests, confirmIdentity.path)).toEqual([
        { cpf: '390.533.447-05', birthday: '1990-05-17' },
      ]),
    );
  });
});

describe('ResponsibleGuard', () => {
  it('asks for the risk warning of this login before anything else', async () => {
    const user = userEvent.setup();
    let acknowledged = false;
    const { requests } = stubFetch({
      [getResponsibleStatus.path]: () =>
        ok(status({ requirements: { riskWarning: !acknowledged, identity: false, limits: false } })),
      [acknowledgeRiskWarning.path]: () => {
        acknowledged = true;
        return ok(null);
      },
    });
    renderWithProviders(<ResponsibleGuard />, { loggedIn: true });
    const dialog = await screen.findByRole('dialog', { name: 'Aviso de risco' });
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Li e entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.url.pathname === acknowledgeRiskWarning.path)).toHaveLength(1);
  });

  it('shows the reality check when due; "stop" ends the session and says what was played', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch({
      [getResponsibleStatus.path]: ok(
        status({}, { realityCheck: { intervalMinutes: 30, dueAt: iso(Date.now() - 1000) } }),
      ),
      [answerRealityCheck.path]: ok({
        ended: true,
        playedSeconds: 1_860,
        netResult: -1_250,
        nextDueAt: null,
      }),
    });
    renderWithProviders(<ResponsibleGuard />, { loggedIn: true });
    const dialog = await screen.findByRole('dialog', { name: 'Aviso de tempo de jogo' });
    expect(dialog).toHaveTextContent('Você está jogando há 30 min nesta sessão.');
    expect(within(dialog).getByTestId('reality-net')).toHaveTextContent(/-R\$\s12,50/);
    await user.click(within(dialog).getByRole('button', { name: 'Parar de jogar' }));
    const ended = await screen.findByRole('dialog', { name: 'Sessão encerrada' });
    expect(ended).toHaveTextContent(/Você jogou 31 min nesta sessão, com resultado de -R\$\s12,50/);
    expect(bodyOf(requests, answerRealityCheck.path)).toEqual([{ action: 'STOP' }]);
    expect(useSessionStore.getState().isLogin).toBe(false);
  });

  it('warns a minute before the platform closes an idle session, and "stay" keeps it', async () => {
    const user = userEvent.setup();
    let expiresAt = Date.now() + 45_000;
    const { requests } = stubFetch({
      [getResponsibleStatus.path]: () => ok(status({}, { idleExpiresAt: iso(expiresAt) })),
      [keepSessionAlive.path]: () => {
        expiresAt = Date.now() + 30 * 60_000;
        return ok({ idleExpiresAt: iso(expiresAt) });
      },
    });
    renderWithProviders(<ResponsibleGuard />, { loggedIn: true });
    const dialog = await screen.findByRole('dialog', { name: 'Você ainda está aí?' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent(
      /após 30 minutos sem atividade\. Ela termina em 4\d s\./,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continuar conectado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.url.pathname === keepSessionAlive.path)).toHaveLength(1);
    // every call says how long the person has been idle
    expect(requests.every((r) => r.headers.get('Idle-Seconds') !== null)).toBe(true);
  });

  it('tells once why play is blocked when a time limit is reached', async () => {
    const user = userEvent.setup();
    const resumesAt = '2026-03-03T03:00:00.000Z';
    stubFetch({
      [getResponsibleStatus.path]: ok(
        status({ playBlock: { code: 'responsible.time.limit.day', params: { limit: 120, resumesAt } } }),
      ),
    });
    renderWithProviders(<ResponsibleGuard />, { loggedIn: true });
    const dialog = await screen.findByRole('dialog', { name: 'Jogo bloqueado' });
    expect(dialog).toHaveTextContent(
      'Você atingiu o seu limite diário de tempo de jogo (120 min). O jogo fica bloqueado até 03/03/2026, 00:00.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('DepositAllowance', () => {
  it('says what the deposit limit leaves before submitting', async () => {
    stubFetch({
      [getResponsibleStatus.path]: ok(
        status({
          deposit: { period: 'DAY', limit: 10_000, remaining: 4_000, resetsAt: iso(Date.now() + 3_600_000) },
        }),
      ),
    });
    renderWithProviders(<DepositAllowance />, { loggedIn: true });
    expect(await screen.findByTestId('deposit-allowance')).toHaveTextContent(
      /Limite diário de depósito: você ainda pode depositar R\$\s40,00 hoje \(limite de R\$\s100,00\)\./,
    );
  });
});
