import type { Language } from '../../shared/constants/i18n.ts';

/** Notices for the demo merchant's agents (the agent centre's announcement page), newest last. */
export const agentNoticeTexts: readonly {
  daysAgo: number;
  texts: Record<Language, { title: string; content: string }>;
}[] = [
  {
    daysAgo: 40,
    texts: {
      'pt-BR': {
        title: 'Bem-vindo à central do agente',
        content:
          '<p>Acompanhe sua equipe todos os dias: <strong>visão geral</strong>, apostas da equipe, perdas por usuário e ' +
          'suas receitas ficam no menu à esquerda.</p><p>Dúvidas? Fale com o atendimento ao agente, todos os dias das 9h às 21h.</p>',
      },
      en: {
        title: 'Welcome to the agent centre',
        content:
          '<p>Follow your team every day: the <strong>overview</strong>, team betting, user loss and your income are in ' +
          'the menu on the left.</p><p>Questions? Agent support answers every day from 9 am to 9 pm.</p>',
      },
    },
  },
  {
    daysAgo: 12,
    texts: {
      'pt-BR': {
        title: 'Transferências para a equipe',
        content:
          '<p>As transferências para membros diretos e para o seu agente superior pedem a <strong>senha de pagamento</strong> ' +
          'e mostram os dois saldos antes da confirmação.</p><ul><li>Mínimo por transferência: R$ 1,00</li>' +
          '<li>Máximo por transferência: R$ 50.000,00</li><li>Máximo por dia: R$ 200.000,00</li></ul>',
      },
      en: {
        title: 'Transfers to your team',
        content:
          '<p>Transfers to direct members and to your upline ask for the <strong>payment password</strong> and show both ' +
          'balances before you confirm.</p><ul><li>Minimum per transfer: R$ 1.00</li>' +
          '<li>Maximum per transfer: R$ 50,000.00</li><li>Maximum per day: R$ 200,000.00</li></ul>',
      },
    },
  },
  {
    daysAgo: 2,
    texts: {
      'pt-BR': {
        title: 'Links de convite com contagem',
        content:
          '<p>Crie um link de convite por campanha na página <strong>Indicação</strong>: cada link mostra quantos se ' +
          'cadastraram e quantos fizeram o primeiro depósito.</p>',
      },
      en: {
        title: 'Invitation links with counts',
        content:
          '<p>Create one invitation link per campaign on the <strong>Referral</strong> page: each link shows how many ' +
          'signed up and how many made their first deposit.</p>',
      },
    },
  },
];
