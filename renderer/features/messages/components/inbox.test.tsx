import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMessages } from '../../../../shared/api/inbox.ts';
import { renderApp, testToken } from '../../../test/render-app.tsx';

const player = { id: 7, account: 'ana', nickname: 'Ana', type: 0 };
const message = {
  ...getMessages.example.response.content[0]!,
  content: '<p>Crédito <img src=x onerror="alert(1)"> feito.</p><script>alert(2)</script>',
};

describe('the inbox', () => {
  it('opens a message (sanitized), marks it read, and the badges follow the one unread count', async () => {
    const { requests } = await renderApp('/member?tab=messageV2', {
      token: testToken,
      member: player,
      fetch: {
        '/wps/relay/CSP_unreadCount': { value: 3 },
        '/wps/relay/CSP_messageList': { value: { ...getMessages.example.response, content: [message] } },
        '/wps/relay/CSP_readMessage': { value: { unreadCount: 2 } },
      },
    });
    const avatar = await screen.findByRole('button', { name: 'Menu da conta' });
    await waitFor(() => expect(avatar).toHaveAccessibleDescription('3 mensagens não lidas'));
    const menu = await screen.findByRole('navigation', { name: 'Central do membro' });
    expect(within(menu).getByRole('link', { name: /Mensagens/ })).toHaveTextContent('3');

    await userEvent.click(await screen.findByRole('button', { name: /Depósito creditado/ }));
    const body = await screen.findByText(/Crédito/);
    expect(body.closest('.rich-text')?.querySelector('script, [onerror]')).toBeNull();
    await waitFor(() => expect(avatar).toHaveAccessibleDescription('2 mensagens não lidas'));
    expect(within(menu).getByRole('link', { name: /Mensagens/ })).toHaveTextContent('2');
    const read = requests.find((r) => r.url.pathname === '/wps/relay/CSP_readMessage');
    expect(JSON.parse(read?.body ?? '{}')).toEqual({ messageId: message.messageId, read: true });
  });
});
