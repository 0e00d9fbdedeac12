import type { Database } from './database.ts';
import { demoMerchantCode } from '../demo-accounts.ts';
import { seedTime } from './seed-data.ts';
import { createLedger } from '../services/ledger.ts';
import { notifyMember, sendNotice, type Localized } from '../services/inbox.ts';
import {
  createReward,
  decideRedemption,
  movePoints,
  redeemReward,
  updatePointsConfig,
  type RewardInput,
} from '../services/points.ts';
import { createArticle, createChatModel, saveSitePage } from '../services/site.ts';

/**
 * Seed of the points mall, the inbox and the site's own content (issue 13), built through the real services and
 * stamped with `seedTime`: the demo merchant's points rules and reward catalogue, welcome points and a decided
 * redemption for the demo players, their first messages, about us / licences / verify representative, blog and news,
 * the live-chat hosts, the mirror sites' labels and two more help-centre sections.
 */
const code = demoMerchantCode;

const rewards: RewardInput[] = [
  {
    rewardType: 'GOODS',
    names: { 'pt-BR': 'Camiseta Aurora', en: 'Aurora T-shirt' },
    descriptions: {
      'pt-BR':
        '<p>Camiseta oficial em algodão, tamanhos P a GG. Informe o tamanho e o endereço de entrega.</p>',
      en: '<p>Official cotton T-shirt, sizes S to XL. Tell us the size and the delivery address.</p>',
    },
    pointsRequirement: 300,
    quantity: 25,
  },
  {
    rewardType: 'CASH',
    names: { 'pt-BR': 'Vale R$ 5,00', en: 'R$ 5.00 voucher' },
    descriptions: {
      'pt-BR': '<p>R$ 5,00 creditados na sua carteira principal quando o resgate for aprovado.</p>',
      en: '<p>R$ 5.00 credited to your main wallet once the redemption is approved.</p>',
    },
    pointsRequirement: 500,
    rewardAmount: 500,
  },
  {
    rewardType: 'GOODS',
    names: { 'pt-BR': 'Boné bordado', en: 'Embroidered cap' },
    descriptions: {
      'pt-BR': '<p>Boné com a marca Aurora bordada. Tamanho único.</p>',
      en: '<p>Cap with the embroidered Aurora logo. One size.</p>',
    },
    pointsRequirement: 600,
    quantity: 10,
  },
  {
    rewardType: 'BONUS',
    names: { 'pt-BR': 'Bônus de R$ 10,00', en: 'R$ 10.00 bonus' },
    descriptions: {
      'pt-BR': '<p>R$ 10,00 de bônus na carteira principal, sujeitos às regras de rollover.</p>',
      en: '<p>R$ 10.00 of bonus in the main wallet, subject to the rollover rules.</p>',
    },
    pointsRequirement: 900,
    quantity: 100,
    rewardAmount: 1000,
  },
  {
    rewardType: 'CASH',
    names: { 'pt-BR': 'Vale R$ 25,00', en: 'R$ 25.00 voucher' },
    descriptions: {
      'pt-BR': '<p>R$ 25,00 na carteira principal. Para quem já fez R$ 500,00 em apostas válidas.</p>',
      en: '<p>R$ 25.00 in the main wallet. For players with R$ 500.00 of valid bets.</p>',
    },
    pointsRequirement: 2000,
    amountRequirement: 50_000,
    rewardAmount: 2500,
  },
  {
    rewardType: 'GOODS',
    names: { 'pt-BR': 'Fone sem fio', en: 'Wireless earbuds' },
    descriptions: {
      'pt-BR': '<p>Fone de ouvido Bluetooth com estojo de carga. Entrega em todo o Brasil.</p>',
      en: '<p>Bluetooth earbuds with a charging case. Delivered anywhere in Brazil.</p>',
    },
    pointsRequirement: 5000,
    quantity: 3,
  },
  {
    rewardType: 'GOODS',
    names: { 'pt-BR': 'Smartphone', en: 'Smartphone' },
    descriptions: {
      'pt-BR': '<p>Smartphone 128 GB. Para quem já fez R$ 10.000,00 em apostas válidas.</p>',
      en: '<p>128 GB smartphone. For players with R$ 10,000.00 of valid bets.</p>',
    },
    pointsRequirement: 40_000,
    amountRequirement: 1_000_000,
    quantity: 1,
  },
];

const pages: { key: 'about' | 'licence' | 'verify'; title: Localized; content: Localized }[] = [
  {
    key: 'about',
    title: { 'pt-BR': 'Sobre nós', en: 'About us' },
    content: {
      'pt-BR':
        '<p>A <strong>Aurora Play</strong> é uma plataforma brasileira de entretenimento online operada pela Aurora Play Entretenimento Ltda., CNPJ 41.562.718/0001-59, com sede em São Paulo - SP.</p>' +
        '<h2>O que oferecemos</h2><ul><li>Cassino ao vivo, slots, esportes, e-sports e loterias de parceiros certificados.</li><li>Jogos da casa com o RTP informado em cada jogo.</li><li>Depósitos e saques por PIX, em contas no seu próprio nome.</li></ul>' +
        '<h2>Nosso compromisso</h2><p>Somente maiores de 18 anos. Oferecemos limites de depósito, perda e tempo, pausas e autoexclusão — porque jogar deve continuar sendo diversão.</p>',
      en:
        '<p><strong>Aurora Play</strong> is a Brazilian online entertainment platform operated by Aurora Play Entretenimento Ltda., CNPJ 41.562.718/0001-59, based in São Paulo, Brazil.</p>' +
        '<h2>What we offer</h2><ul><li>Live casino, slots, sports, e-sports and lotteries from certified partners.</li><li>In-house games with the RTP shown on every game.</li><li>Deposits and withdrawals by PIX, to accounts in your own name.</li></ul>' +
        '<h2>Our commitment</h2><p>Adults (18+) only. We offer deposit, loss and time limits, breaks and self-exclusion — because playing should stay fun.</p>',
    },
  },
  {
    key: 'licence',
    title: { 'pt-BR': 'Licenças', en: 'Licences' },
    content: {
      'pt-BR':
        '<p>A Aurora Play opera apostas de quota fixa no Brasil autorizada pela Secretaria de Prêmios e Apostas do Ministério da Fazenda (SPA/MF), nos termos da Lei 14.790/2023.</p>' +
        '<table><tbody><tr><th>Autorização</th><td>Portaria SPA/MF nº 0000/2025 (demonstração)</td></tr><tr><th>Operadora</th><td>Aurora Play Entretenimento Ltda.</td></tr><tr><th>CNPJ</th><td>41.562.718/0001-59</td></tr><tr><th>Validade</th><td>5 anos a partir da publicação</td></tr></tbody></table>' +
        '<p>Os jogos são fornecidos por estúdios certificados por laboratórios independentes. Dúvidas: <a href="mailto:ouvidoria@aurora-play.example">ouvidoria@aurora-play.example</a>.</p>',
      en:
        '<p>Aurora Play operates fixed-odds betting in Brazil authorised by the Secretariat of Prizes and Bets of the Ministry of Finance (SPA/MF), under Law 14,790/2023.</p>' +
        '<table><tbody><tr><th>Authorisation</th><td>Ordinance SPA/MF no. 0000/2025 (demonstration)</td></tr><tr><th>Operator</th><td>Aurora Play Entretenimento Ltda.</td></tr><tr><th>CNPJ</th><td>41.562.718/0001-59</td></tr><tr><th>Valid for</th><td>5 years from publication</td></tr></tbody></table>' +
        '<p>Games are supplied by studios certified by independent laboratories. Questions: <a href="mailto:ouvidoria@aurora-play.example">ouvidoria@aurora-play.example</a>.</p>',
    },
  },
  {
    key: 'verify',
    title: { 'pt-BR': 'Verificar representante', en: 'Verify Representative' },
    content: {
      'pt-BR':
        '<p>Golpistas se passam por funcionários ou agentes da Aurora Play. Antes de enviar dinheiro ou dados, confira se o contato é oficial.</p>' +
        '<ul><li>Nunca pedimos a sua senha, a senha de pagamento nem códigos de SMS.</li><li>Depósitos são feitos só pelo PIX gerado dentro do site, nunca para a conta de uma pessoa.</li><li>Nossos canais oficiais são os do atendimento ao cliente e as redes sociais listadas no rodapé.</li></ul>' +
        '<p>Recebeu um contato suspeito? Verifique-o abaixo e denuncie para <a href="mailto:suporte@aurora-play.example">suporte@aurora-play.example</a>.</p>',
      en:
        '<p>Scammers pretend to be Aurora Play staff or agents. Before you send money or data, check that the contact is official.</p>' +
        '<ul><li>We never ask for your password, payment password or SMS codes.</li><li>Deposits are only made through the PIX generated inside the site, never to a person’s account.</li><li>Our official channels are the customer-service ones and the social networks listed in the footer.</li></ul>' +
        '<p>Got a suspicious contact? Check it below and report it to <a href="mailto:suporte@aurora-play.example">suporte@aurora-play.example</a>.</p>',
    },
  },
];

const day = 86_400_000;
const seedAt = (daysBefore: number) => new Date(Date.parse(seedTime) - daysBefore * day).toISOString();

const articles: {
  category: 'BLOG' | 'NEWS';
  slug: string;
  titles: Localized;
  summaries: Localized;
  contents: Localized;
  daysBefore: number;
}[] = [
  {
    category: 'NEWS',
    slug: 'loja-de-pontos',
    titles: { 'pt-BR': 'Chegou a loja de pontos', en: 'The points mall is here' },
    summaries: {
      'pt-BR': 'Cada aposta válida vale pontos que nunca expiram. Troque por prêmios ou dinheiro.',
      en: 'Every valid bet earns points that never expire. Swap them for prizes or money.',
    },
    contents: {
      'pt-BR':
        '<p>A partir de hoje, cada R$ 1,00 em apostas válidas vale 1 ponto, creditado assim que a rodada termina. Os pontos <strong>nunca expiram</strong>.</p><p>Na <a href="/pointMall">loja de pontos</a> você troca pontos por camisetas, vales e bônus, ou converte 100 pontos em R$ 1,00.</p>',
      en: '<p>From today, every R$ 1.00 of valid bets earns 1 point, credited as soon as the round ends. Points <strong>never expire</strong>.</p><p>In the <a href="/pointMall">points mall</a> you swap points for T-shirts, vouchers and bonuses, or convert 100 points into R$ 1.00.</p>',
    },
    daysBefore: 1,
  },
  {
    category: 'NEWS',
    slug: 'novas-mesas-ao-vivo',
    titles: { 'pt-BR': 'Novas mesas ao vivo', en: 'New live tables' },
    summaries: {
      'pt-BR': 'Bacará e roleta com novos crupiês, 24 horas por dia.',
      en: 'Baccarat and roulette with new dealers, around the clock.',
    },
    contents: {
      'pt-BR':
        '<p>Abrimos novas mesas de bacará e roleta no cassino ao vivo, com crupiês falando português.</p>',
      en: '<p>We opened new baccarat and roulette tables in the live casino, with Portuguese-speaking dealers.</p>',
    },
    daysBefore: 6,
  },
  {
    category: 'NEWS',
    slug: 'pix-24-horas',
    titles: { 'pt-BR': 'PIX 24 horas, todos os dias', en: 'PIX around the clock, every day' },
    summaries: {
      'pt-BR': 'Depósitos creditados em segundos e saques processados também aos fins de semana.',
      en: 'Deposits credited in seconds and withdrawals processed at weekends too.',
    },
    contents: {
      'pt-BR':
        '<p>Os depósitos por PIX são creditados em segundos, a qualquer hora. Saques também são processados aos sábados, domingos e feriados.</p>',
      en: '<p>PIX deposits are credited within seconds, at any hour. Withdrawals are processed on Saturdays, Sundays and holidays too.</p>',
    },
    daysBefore: 14,
  },
  {
    category: 'BLOG',
    slug: 'o-que-e-rtp',
    titles: { 'pt-BR': 'O que é RTP e por que ele importa', en: 'What RTP is and why it matters' },
    summaries: {
      'pt-BR':
        'O retorno ao jogador explica quanto um jogo devolve no longo prazo — e o que ele não promete.',
      en: 'Return to player explains how much a game pays back in the long run — and what it does not promise.',
    },
    contents: {
      'pt-BR':
        '<p>O <strong>RTP</strong> (retorno ao jogador) é a porcentagem das apostas que um jogo devolve em prêmios ao longo de milhões de rodadas. Um slot com RTP de 96% devolve, em média, R$ 96 a cada R$ 100 apostados.</p><p>Em uma sessão curta tudo pode acontecer: o RTP não é uma promessa de ganho. Defina um orçamento e jogue por diversão.</p>',
      en: '<p><strong>RTP</strong> (return to player) is the share of the stakes a game pays back in prizes over millions of rounds. A slot with a 96% RTP pays back, on average, R$ 96 for every R$ 100 staked.</p><p>In a short session anything can happen: RTP is not a promise of winnings. Set a budget and play for fun.</p>',
    },
    daysBefore: 3,
  },
  {
    category: 'BLOG',
    slug: 'jogo-responsavel-limites',
    titles: {
      'pt-BR': 'Cinco hábitos de quem joga com responsabilidade',
      en: 'Five habits of responsible players',
    },
    summaries: {
      'pt-BR': 'Orçamento, limites, pausas e saber parar: pequenos hábitos que fazem diferença.',
      en: 'A budget, limits, breaks and knowing when to stop: small habits that make a difference.',
    },
    contents: {
      'pt-BR':
        '<ol><li>Defina um orçamento que você pode perder.</li><li>Use os limites de depósito e de tempo.</li><li>Faça pausas.</li><li>Nunca tente recuperar perdas.</li><li>Se precisar, use a autoexclusão.</li></ol>',
      en: '<ol><li>Set a budget you can afford to lose.</li><li>Use deposit and time limits.</li><li>Take breaks.</li><li>Never chase losses.</li><li>If you need to, use self-exclusion.</li></ol>',
    },
    daysBefore: 9,
  },
  {
    category: 'BLOG',
    slug: 'como-funciona-o-pix',
    titles: { 'pt-BR': 'Como funciona o depósito por PIX', en: 'How a PIX deposit works' },
    summaries: {
      'pt-BR': 'QR code, copia e cola e por que a conta precisa estar no seu nome.',
      en: 'QR code, copy-and-paste and why the account must be in your name.',
    },
    contents: {
      'pt-BR':
        '<p>Ao escolher o valor, geramos um PIX com QR code e código copia e cola, válido por alguns minutos. Pague pelo app do seu banco, a partir de uma conta em seu nome, e o saldo aparece em segundos.</p>',
      en: '<p>When you choose the amount, we generate a PIX with a QR code and a copy-and-paste code, valid for a few minutes. Pay from your bank’s app, from an account in your own name, and the balance shows within seconds.</p>',
    },
    daysBefore: 20,
  },
];

const chatHosts = [
  {
    modelId: 'ana',
    nickname: 'Ana',
    online: true,
    baseViewers: 38,
    greetings: {
      'pt-BR': [
        'Oi! Seja bem-vindo à sala. Sobre o que vamos conversar hoje?',
        'Que legal! Conta mais.',
        'Lembre-se: jogar é diversão, defina sempre um limite.',
        'Hoje tem mesa nova de roleta ao vivo, já viu?',
      ],
      en: [
        'Hi! Welcome to the room. What shall we talk about today?',
        'Nice! Tell me more.',
        'Remember: playing is fun, always set a limit.',
        'There is a new live roulette table today, have you seen it?',
      ],
    },
  },
  {
    modelId: 'bruno',
    nickname: 'Bruno',
    online: true,
    baseViewers: 21,
    greetings: {
      'pt-BR': [
        'E aí! Aqui a gente fala de futebol e e-sports. Qual é o seu time?',
        'Boa! Esse jogo promete.',
        'Palpite é palpite: aposte só o que pode perder.',
      ],
      en: [
        'Hey! Here we talk football and e-sports. Which team do you support?',
        'Nice! That match looks promising.',
        'A tip is just a tip: only bet what you can afford to lose.',
      ],
    },
  },
  {
    modelId: 'carla',
    nickname: 'Carla',
    online: true,
    baseViewers: 12,
    greetings: {
      'pt-BR': [
        'Olá! Dicas de slots e novidades da semana aqui comigo.',
        'Adorei a pergunta!',
        'O RTP de cada jogo aparece antes da aposta.',
      ],
      en: [
        'Hello! Slot tips and the week’s news here with me.',
        'Great question!',
        'Every game shows its RTP before you bet.',
      ],
    },
  },
  {
    modelId: 'diego',
    nickname: 'Diego',
    online: false,
    baseViewers: 0,
    greetings: { 'pt-BR': ['Volto à noite!'], en: ['Back tonight!'] },
  },
];

const helpExtra: { key: string; title: Localized; articles: { title: Localized; content: Localized }[] }[] = [
  {
    key: 'points',
    title: { 'pt-BR': 'Loja de pontos', en: 'Points mall' },
    articles: [
      {
        title: { 'pt-BR': 'Como ganho pontos?', en: 'How do I earn points?' },
        content: {
          'pt-BR':
            '<p>Cada R$ 1,00 em apostas válidas (rodadas encerradas com dinheiro real) vale 1 ponto, creditado quando a rodada termina. Os pontos nunca expiram.</p>',
          en: '<p>Every R$ 1.00 of valid bets (rounds settled with real money) earns 1 point, credited when the round ends. Points never expire.</p>',
        },
      },
      {
        title: { 'pt-BR': 'Como resgato um prêmio?', en: 'How do I redeem a reward?' },
        content: {
          'pt-BR':
            '<p>Na loja de pontos, escolha o prêmio e confirme com a sua senha de pagamento. O resgate fica <em>Em processamento</em> até ser aprovado ou recusado; se for recusado, os pontos voltam.</p>',
          en: '<p>In the points mall, choose the reward and confirm with your payment password. The redemption stays <em>In process</em> until it is approved or rejected; if it is rejected, the points come back.</p>',
        },
      },
    ],
  },
  {
    key: 'account',
    title: { 'pt-BR': 'Conta e segurança', en: 'Account and security' },
    articles: [
      {
        title: { 'pt-BR': 'Esqueci a minha senha', en: 'I forgot my password' },
        content: {
          'pt-BR': '<p>Use “Esqueceu a senha?” no login e receba um código por SMS ou e-mail.</p>',
          en: '<p>Use “Forgot password?” on the login form and get a code by SMS or e-mail.</p>',
        },
      },
      {
        title: { 'pt-BR': 'Para que serve a senha de pagamento?', en: 'What is the payment password for?' },
        content: {
          'pt-BR':
            '<p>É uma senha de 6 dígitos, diferente da senha de login, pedida em saques, transferências e resgates de pontos.</p>',
          en: '<p>It is a 6-digit password, different from the login password, asked for withdrawals, transfers and points redemptions.</p>',
        },
      },
    ],
  },
];

function memberIdOf(db: Database, username: string): number | null {
  const row = db
    .prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?')
    .get(code, username) as { id: number } | undefined;
  return row?.id ?? null;
}

/** The app links of the download page (merchant resources APP_IOS, APP_ANDROID), added to the merchant's config. */
function seedAppResources(db: Database): void {
  const row = db.prepare('SELECT config FROM merchants WHERE code = ?').get(code) as
    { config: string } | undefined;
  if (!row) return;
  const config = JSON.parse(row.config) as { resources: { resourceType: string; url: string }[] };
  const add = [
    { resourceType: 'APP_IOS', url: 'https://apps.apple.com/br/app/aurora-play/id6450000000' },
    { resourceType: 'APP_ANDROID', url: 'https://aurora-play.example/download/aurora-play.apk' },
  ].filter((resource) => !config.resources.some((r) => r.resourceType === resource.resourceType));
  config.resources = [...config.resources, ...add];
  db.prepare('UPDATE merchants SET config = ? WHERE code = ?').run(JSON.stringify(config), code);
}

export function seedPointsAndContent(db: Database): void {
  seedAppResources(db);
  updatePointsConfig(db, code, {}, seedTime);
  const rewardIds = rewards.map((reward, i) => createReward(db, code, { ...reward, sortOrder: i }, seedTime));
  for (const id of rewardIds) {
    db.prepare('UPDATE point_rewards SET image_url = ? WHERE id = ?').run(
      `/assets-platform/mall/${id}.svg`,
      id,
    );
  }

  for (const page of pages) {
    for (const language of ['pt-BR', 'en'] as const) {
      saveSitePage(
        db,
        code,
        { key: page.key, language, title: page.title[language] ?? '', content: page.content[language] ?? '' },
        seedTime,
      );
    }
  }
  for (const item of articles) {
    createArticle(db, code, { ...item, publishedAt: seedAt(item.daysBefore) });
  }
  chatHosts.forEach((host, i) => createChatModel(db, code, { ...host, sortOrder: i }));
  const mirrorLabels = db.prepare(
    'UPDATE domain_mirrors SET labels = ? WHERE merchant_code = ? AND sort_order = ?',
  );
  [0, 1].forEach((i) =>
    mirrorLabels.run(
      JSON.stringify({ 'pt-BR': `Espelho oficial ${i + 1}`, en: `Official mirror ${i + 1}` }),
      code,
      i,
    ),
  );

  const category = db.prepare(
    'INSERT INTO help_categories (merchant_code, key, lang, title, sort_order) VALUES (?, ?, ?, ?, ?) RETURNING id',
  );
  const article = db.prepare(
    'INSERT INTO help_articles (category_id, title, content, sort_order) VALUES (?, ?, ?, ?)',
  );
  for (const language of ['pt-BR', 'en'] as const) {
    helpExtra.forEach((section, i) => {
      const { id } = category.get(code, section.key, language, section.title[language] ?? '', 100 + i) as {
        id: number;
      };
      section.articles.forEach((a, j) =>
        article.run(id, a.title[language] ?? '', a.content[language] ?? '', j),
      );
    });
  }

  // Demo players: welcome points, a decided redemption, their first messages.
  const ledger = createLedger(db);
  const welcome: [string, number][] = [
    ['demo_player', 1500],
    ['demo_down1', 800],
    ['demo_down2', 800],
    ['demo_agent', 500],
  ];
  for (const [username, points] of welcome) {
    const memberId = memberIdOf(db, username);
    if (memberId === null) continue;
    movePoints(db, {
      memberId,
      points,
      type: 'ADJUST',
      reference: 'welcome',
      remark: { id: 'points.remark.welcome' },
      idempotencyKey: `seed:points:welcome:${username}`,
      at: seedTime,
    });
    notifyMember(db, memberId, {
      key: `seed:welcome:${username}`,
      category: 'SYSTEM',
      template: 'inbox.welcome',
      params: { site: 'Aurora Play' },
      at: seedTime,
    });
  }
  const player = memberIdOf(db, 'demo_player');
  if (player !== null && rewardIds[0] !== undefined) {
    const { redeemId } = redeemReward(db, {
      merchantCode: code,
      memberId: player,
      rewardId: rewardIds[0],
      quantity: 1,
      memberRemark: 'Tamanho M — Av. Paulista, 1000, São Paulo',
      key: 'seed-redemption-1',
      at: seedTime,
    });
    decideRedemption(db, ledger, {
      redeemId,
      action: 'approve',
      remark: 'Enviado pelos Correios, código BR123456789',
      at: seedTime,
    });
    sendNotice(db, {
      merchantCode: code,
      memberIds: [player],
      category: 'MARKETING',
      titles: { 'pt-BR': 'Missões da semana', en: 'This week’s missions' },
      contents: {
        'pt-BR':
          '<p>Complete as missões da semana e suba no ranking. <a href="/promotions">Veja as promoções</a>.</p>',
        en: '<p>Complete this week’s missions and climb the leaderboard. <a href="/promotions">See the promotions</a>.</p>',
      },
      link: '/promotions',
      at: seedTime,
    });
  }
}
