import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMemberInfo } from '../../../../shared/api/account.ts';
import { renderApp, testToken } from '../../../test/render-app.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { bodyOf, failure, plainCipher, whitelabel } from '../test/auth-test-kit.ts';

const slow = { timeout: 5000 };
const freePlayPath = '/wps/session/login/freeplay';

beforeEach(() => plainCipher());

describe('free play in the header', () => {
  it('is offered to a logged-out visitor when FREEPLAY3 is on and starts a trial account', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/', {
      fetch: {
        '/wps/system/whitelabel': whitelabel(['FREEPLAY3']),
        '/wps/member/info': { value: { ...getMemberInfo.example.response, type: 4 } },
      },
    });
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Jogar grátis' }, slow));
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ isLogin: true, isTrial: true }));
    expect(bodyOf(requests, freePlayPath)).toMatchObject({ platform: 'W', gatewayVersion: 3 });
    await waitFor(() => expect(within(banner).queryByRole('button', { name: 'Jogar grátis' })).toBeNull());
  });

  it('is not there when FREEPLAY3 is off', async () => {
    await renderApp('/', { fetch: { '/wps/system/whitelabel': whitelabel([]) } });
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: 'Cadastre-se' }, slow);
    expect(within(banner).queryByRole('button', { name: 'Jogar grátis' })).not.toBeInTheDocument();
  });

  it('holds its room while the switches load', async () => {
    await renderApp('/', { fetch: { '/wps/system/whitelabel': { hang: true } } });
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: 'Cadastre-se' }, slow);
    expect(banner.querySelector('.header-free-play--pending')).toHaveTextContent('Jogar grátis');
  });

  it('holds no room once the switches failed to load', async () => {
    await renderApp('/', { fetch: { '/wps/system/whitelabel': { status: 404, body: {} } } });
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: 'Cadastre-se' }, slow);
    await waitFor(() => expect(banner.querySelector('.header-free-play--pending')).toBeNull());
    expect(within(banner).queryByRole('button', { name: 'Jogar grátis' })).not.toBeInTheDocument();
  });

  it('is not there for a logged-in member', async () => {
    await renderApp('/', {
      token: testToken,
      member: { id: 7, account: 'ana', nickname: 'Ana', type: 0 },
      fetch: { '/wps/system/whitelabel': whitelabel(['FREEPLAY3']) },
    });
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: 'Menu da conta' }, slow);
    expect(within(banner).queryByRole('button', { name: 'Jogar grátis' })).not.toBeInTheDocument();
  });

  it('continues in the login popup with the refusal', async () => {
    const user = userEvent.setup();
    await renderApp('/', {
      fetch: {
        '/wps/system/whitelabel': whitelabel(['FREEPLAY3']),
        [freePlayPath]: failure('function.not.available', 'This function is not available at the moment.'),
      },
    });
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Jogar grátis' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' }, slow);
    expect(within(dialog).getByText('Esta função não está disponível no momento.')).toBeInTheDocument();
  });
});
