import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  getChatModels,
  getUnreadCount,
  launchChat,
  sendFeedback,
  uploadFeedbackImage,
} from '../../shared/api/common.ts';
import {
  deleteMessage,
  getMessages,
  readAllMessages,
  readMessage,
  setMessagePrefs,
} from '../../shared/api/inbox.ts';
import {
  createDeposit,
  requestWithdrawal,
  addWithdrawAccount,
  setPaymentPassword,
} from '../../shared/api/money.ts';
import {
  answerFeedback,
  confirmDeposit,
  getFeedback,
  getPendingDeposits,
  operateWithdrawal,
  sendMessage,
} from '../../shared/api/operator.ts';
import { getDomainRoute } from '../../shared/api/system.ts';
import { getArticle, getArticles, getSitePage, verifyRepresentative } from '../../shared/api/site.ts';
import { notifyMember } from '../services/inbox.ts';
import {
  buildTestApp,
  callContract,
  callOperator,
  memberId,
  tokenFor,
  type TestApp,
} from '../test/helper.ts';

/**
 * The inbox (messages written once per event, read / unread, mark all, delete, only one's own), feedback with images
 * checked from their bytes and answered by the operator, and the site's own content.
 */
let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({ lotteryDraws: false, moneyJobs: false });
  app = t.app;
});
afterAll(async () => {
  await t.close();
});

type Message = { messageId: number; title: string; content: string; read: boolean; category: string };

async function inbox(token: string, language: 'pt-BR' | 'en' = 'pt-BR'): Promise<Message[]> {
  const res = await callContract(app, getMessages, { pageNo: 1, pageSize: 50 }, { token, language });
  expect(res.status).toBe(200);
  return res.body.value.content as Message[];
}
async function unread(token: string): Promise<number> {
  return (await callContract(app, getUnreadCount, {}, { token })).body.value as number;
}

// a 1×1 PNG and the start of a JPEG
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

describe('event messages', () => {
  it('writes a deposit-credited message once, however often the deposit is confirmed', async () => {
    const token = tokenFor(app, 'demo_down2');
    const before = await unread(token);
    const order = await callContract(
      app,
      createDeposit,
      { channelCode: 'PIX', amount: 5000 },
      { token, idempotencyKey: randomUUID() },
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const { value } = await callOperator(app, getPendingDeposits, {});
    const orderId = value?.orders.find((o) => o.username === 'demo_down2')?.orderId ?? '';
    await callOperator(app, confirmDeposit, { orderId });
    await callOperator(app, confirmDeposit, { orderId });
    const messages = (await inbox(token)).filter((m) => m.title === 'Depósito creditado');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.content).toContain(orderId);
    expect(messages[0]?.content).toMatch(/R\$\s50,00/);
    expect(await unread(token)).toBe(before + 1);
    // the same message in the reader's language
    expect((await inbox(token, 'en')).filter((m) => m.title === 'Deposit credited')).toHaveLength(1);
  });

  it('writes withdrawal paid and rejected messages once each, with the remark', async () => {
    const token = tokenFor(app, 'demo_down1');
    const { ledger } = app.platform;
    const wallet = ledger.openAccount(memberId(app, 'demo_down1'));
    ledger.credit({
      accountId: wallet.id,
      amount: 10_000,
      type: 'ADJUSTMENT',
      idempotencyKey: 'test:down1:funds',
    });
    await callContract(
      app,
      setPaymentPassword,
      { loginPassword: 'Down1234', paymentPassword: '246810' },
      { token },
    );
    const account = await callContract(
      app,
      addWithdrawAccount,
      {
        accountType: 'PIX',
        pixKeyType: 'EMAIL',
        pixKey: 'down1@example.com',
        holderName: 'Downline Um',
        holderCpf: '123.456.789-09',
        paymentPassword: '246810',
      },
      { token },
    );
    expect(account.status, JSON.stringify(account.body)).toBe(200);
    const accountId = account.body.value.accountId as number;
    const ask = async () =>
      (
        await callContract(
          app,
          requestWithdrawal,
          { accountId, amount: 2000, paymentPassword: '246810' },
          { token, idempotencyKey: randomUUID() },
        )
      ).body.value.withdrawalId as string;
    const paid = await ask();
    await callOperator(app, operateWithdrawal, { withdrawalId: paid, action: 'pay' });
    await callOperator(app, operateWithdrawal, { withdrawalId: paid, action: 'pay' });
    const rejected = await ask();
    await callOperator(app, operateWithdrawal, {
      withdrawalId: rejected,
      action: 'reject',
      remark: 'Chave PIX de outra pessoa',
    });
    const messages = await inbox(token);
    expect(messages.filter((m) => m.title === 'Saque pago')).toHaveLength(1);
    const refusal = messages.filter((m) => m.title === 'Saque recusado');
    expect(refusal).toHaveLength(1);
    expect(refusal[0]?.content).toContain('Observação: Chave PIX de outra pessoa');
  });

  it('notifyMember writes one message per event key, escapes params, and skips trial accounts and opted-out marketing', () => {
    const { db } = app.platform;
    const player = memberId(app, 'demo_agent');
    const event = {
      key: `reward:test-${randomUUID()}`,
      category: 'REWARD' as const,
      template: 'inbox.reward.granted' as const,
      params: { reward: { 'pt-BR': 'Roda <b>da sorte</b>', en: 'Lucky <b>wheel</b>' }, amount: 1500 },
    };
    const first = notifyMember(db, player, event);
    const second = notifyMember(db, player, event);
    expect(first.created).toBe(true);
    expect(second).toEqual({ messageId: first.messageId, created: false });
    const row = db
      .prepare('SELECT COUNT(*) AS n FROM member_messages WHERE event_key = ?')
      .get(event.key) as { n: number };
    expect(row.n).toBe(1);

    expect(
      notifyMember(db, memberId(app, 'demo_trial'), { ...event, key: `${event.key}:trial` }),
    ).toMatchObject({
      created: false,
      suppressed: 'trial',
    });
  });

  it('renders a param as text, never as HTML', async () => {
    const token = tokenFor(app, 'demo_agent');
    const message = (await inbox(token, 'en')).find((m) => m.title.startsWith('Reward received'));
    expect(message?.title).toBe('Reward received: Lucky <b>wheel</b>');
    expect(message?.content).toContain('Lucky &lt;b&gt;wheel&lt;/b&gt;');
    expect(message?.content).toMatch(/R\$\s?15\.00/);
  });

  it('does not write marketing to a member who opted out', async () => {
    const token = tokenFor(app, 'demo_down2');
    await callContract(app, setMessagePrefs, { marketingOptOut: true }, { token });
    const sent = await callOperator(app, sendMessage, {
      username: 'demo_down2',
      category: 'MARKETING',
      title: 'Promo',
      content: '<p>Promo</p>',
    });
    expect(sent.value?.written).toBe(0);
    await callContract(app, setMessagePrefs, { marketingOptOut: false }, { token });
    const again = await callOperator(app, sendMessage, {
      username: 'demo_down2',
      category: 'MARKETING',
      title: 'Promo',
      content: '<p>Promo</p>',
    });
    expect(again.value?.written).toBe(1);
  });
});

describe('the inbox', () => {
  it('reads, unreads, marks all read and deletes only the member’s own messages', async () => {
    const token = tokenFor(app, 'demo_player');
    const messages = await inbox(token);
    expect(messages.length).toBeGreaterThanOrEqual(3);
    const first = messages[0]!;
    const start = await unread(token);
    const read = await callContract(app, readMessage, { messageId: first.messageId }, { token });
    expect(read.body.value.unreadCount).toBe(first.read ? start : start - 1);
    const back = await callContract(app, readMessage, { messageId: first.messageId, read: false }, { token });
    expect(back.body.value.unreadCount).toBe(first.read ? start + 1 : start);

    const stranger = tokenFor(app, 'demo_down1');
    const notMine = await callContract(app, readMessage, { messageId: first.messageId }, { token: stranger });
    expect(notMine.status).toBe(404);
    expect(notMine.body.code).toBe('inbox.message.not.found');
    expect(
      (await callContract(app, deleteMessage, { messageId: first.messageId }, { token: stranger })).status,
    ).toBe(404);

    const all = await callContract(app, readAllMessages, {}, { token });
    expect(all.body.value.unreadCount).toBe(0);
    expect(await unread(token)).toBe(0);
    const gone = await callContract(app, deleteMessage, { messageId: first.messageId }, { token });
    expect(gone.status).toBe(200);
    expect((await inbox(token)).some((m) => m.messageId === first.messageId)).toBe(false);
  });

  it('answers 0 unread for a trial account', async () => {
    expect(await unread(tokenFor(app, 'demo_trial'))).toBe(0);
  });
});

describe('feedback', () => {
  it('checks images from their bytes and size, attaches up to 3, and the operator’s answer arrives as a message', async () => {
    const token = tokenFor(app, 'demo_player');
    const upload = (fileName: string, bytes: Buffer) =>
      callContract(
        app,
        uploadFeedbackImage,
        { fileName, contentBase64: bytes.toString('base64') },
        { token },
      );

    const fake = await upload('screen.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.status).toBe(415);
    expect(fake.body.code).toBe('upload.wrong.type');
    const big = await upload('big.png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('upload.too.large');

    const one = await upload('tela.png', png);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.value).toMatchObject({ mediaType: 'image/png', size: png.length });
    const two = await upload('foto.jpg', jpeg);
    expect(two.body.value.mediaType).toBe('image/jpeg');

    const words = await callContract(app, sendFeedback, { type: 'BUG', content: 'Erro' }, { token });
    expect(words.status).toBe(400);
    expect(words.body.value.fields[0]).toMatchObject({ field: 'content', code: 'feedback.words' });
    const long = await callContract(
      app,
      sendFeedback,
      { type: 'BUG', content: 'palavra '.repeat(20) },
      { token },
    );
    expect(long.body.value.fields[0]).toMatchObject({ field: 'content', code: 'field.too.long' });

    const other = tokenFor(app, 'demo_down1');
    const stolen = await callContract(
      app,
      sendFeedback,
      { type: 'BUG', content: 'Usando a imagem de outro', imageIds: [one.body.value.imageId] },
      { token: other },
    );
    expect(stolen.body.code).toBe('feedback.image.not.found');

    const sent = await callContract(
      app,
      sendFeedback,
      {
        type: 'BUG',
        content: 'O saldo não atualizou depois da rodada.',
        imageIds: [one.body.value.imageId, two.body.value.imageId],
      },
      { token },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const reuse = await callContract(
      app,
      sendFeedback,
      { type: 'BUG', content: 'De novo com a mesma imagem', imageIds: [one.body.value.imageId] },
      { token },
    );
    expect(reuse.body.code).toBe('feedback.image.not.found');

    const listed = await callOperator(app, getFeedback, { status: 'OPEN' });
    const mine = listed.value?.feedback.find((f) => f.feedbackId === sent.body.value.id);
    expect(mine?.images.map((i) => i.mediaType)).toEqual(['image/png', 'image/jpeg']);
    expect(mine?.images.every((i) => existsSync(i.path))).toBe(true);

    const answered = await callOperator(app, answerFeedback, {
      feedbackId: sent.body.value.id,
      answer: 'Corrigido, obrigado!',
    });
    expect(answered.status).toBe(200);
    const twice = await callOperator(app, answerFeedback, {
      feedbackId: sent.body.value.id,
      answer: 'Outra',
    });
    expect(twice.status).toBe(409);
    const message = (await inbox(token)).find((m) => m.category === 'FEEDBACK');
    expect(message?.title).toBe('Resposta ao seu feedback');
    expect(message?.content).toContain('Corrigido, obrigado!');
  });
});

describe('the site’s own content', () => {
  it('serves about us, licences and verify in both languages, blog and news, and the mirrors’ labels', async () => {
    for (const [lang, title] of [
      ['pt-BR', 'Sobre nós'],
      ['en', 'About us'],
    ] as const) {
      const page = await callContract(app, getSitePage, { key: 'about', lang });
      expect(page.body.value.title).toBe(title);
    }
    const news = await callContract(app, getArticles, {
      category: 'NEWS',
      lang: 'en',
      pageNo: 1,
      pageSize: 10,
    });
    expect(news.body.value.content.length).toBe(3);
    const slug = news.body.value.content[0].slug as string;
    const article = await callContract(app, getArticle, { slug, lang: 'en' });
    expect(article.body.value.title).toBe('The points mall is here');
    expect((await callContract(app, getArticle, { slug: 'nope', lang: 'en' })).status).toBe(404);
    const mirrors = await callContract(app, getDomainRoute, {}, { language: 'en' });
    expect(mirrors.body.value.mirrors[0].label).toBe('Official mirror 1');
  });

  it('tells official channels from others', async () => {
    const check = async (contact: string): Promise<unknown> =>
      (await callContract(app, verifyRepresentative, { contact })).body.value as unknown;
    expect(await check('https://t.me/aurora_play')).toEqual({ official: true, channel: 'TELEGRAM' });
    expect(await check('@aurora_play')).toEqual({ official: true, channel: 'TELEGRAM' });
    expect(await check('+55 11 93000-0000')).toEqual({ official: true, channel: 'WHATSAPP' });
    expect(await check('m1.aurora-play.example')).toEqual({ official: true, channel: 'MIRROR' });
    expect(await check('t.me/aurora_play_vip_oficial')).toEqual({ official: false, channel: null });
  });

  it('lists the chat hosts and opens a room once per ticket', async () => {
    const models = await callContract(app, getChatModels, { language: 'pt-BR' });
    expect(models.body.value.map((m: { modelId: string }) => m.modelId)).toContain('ana');
    const offline = await callContract(app, launchChat, { modelId: 'diego', language: 'pt-BR' });
    expect(offline.body.code).toBe('chat.model.offline');
    const launched = await callContract(
      app,
      launchChat,
      { modelId: 'ana', language: 'en' },
      { token: tokenFor(app, 'demo_player') },
    );
    const url = new URL(launched.body.value.url as string);
    const page = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Welcome to the room');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const token = /data-token="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const say = await app.inject({
      method: 'POST',
      url: '/chat-api/ana/say',
      headers: { 'X-Chat-Room': token },
      payload: { text: 'Olá' },
    });
    expect(say.json<{ value: { nickname: string } }>().value.nickname).toBe('Ana');
    const forged = await app.inject({
      method: 'POST',
      url: '/chat-api/ana/say',
      headers: { 'X-Chat-Room': `${token}x` },
      payload: { text: 'Olá' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await app.inject({ url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
  });
});
