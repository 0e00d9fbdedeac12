import type { Language } from '../../shared/constants/i18n.ts';
import { escapeHtml } from '../../shared/rules/html.ts';

/**
 * The platform's live-chat room page (CBS_launchChat's address): the host, the room's messages and a form to write;
 * one script and one stylesheet from the platform (strict CSP, no inline code). A reference platform has no real
 * hosts: the host greets and answers from its merchant-written lines.
 */
export const roomTexts = {
  'pt-BR': {
    title: 'Sala de bate-papo',
    online: 'ao vivo',
    viewers: 'espectadores',
    placeholder: 'Escreva uma mensagem',
    send: 'Enviar',
    you: 'Você',
    visitor: 'Visitante',
    log: 'Mensagens da sala',
    notice:
      'Conversa de entretenimento com maiores de 18 anos. Nunca compartilhe senhas nem códigos. Jogue com responsabilidade.',
    failed: 'Não foi possível enviar. Tente de novo.',
  },
  en: {
    title: 'Chat room',
    online: 'live',
    viewers: 'viewers',
    placeholder: 'Write a message',
    send: 'Send',
    you: 'You',
    visitor: 'Visitor',
    log: 'Room messages',
    notice: 'Entertainment chat for adults (18+). Never share passwords or codes. Play responsibly.',
    failed: 'Could not send. Please try again.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function renderChatRoom(input: {
  language: Language;
  nickname: string;
  avatarUrl: string;
  viewers: number;
  greeting: string;
  memberName: string | null;
  roomToken: string;
  modelId: string;
  siteName: string;
}): string {
  const t = roomTexts[input.language];
  return `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${input.nickname} — ${t.title} — ${input.siteName}`)}</title>
<link rel="stylesheet" href="/chat/static/room.css">
</head>
<body>
<main class="room" data-model="${escapeHtml(input.modelId)}" data-token="${escapeHtml(input.roomToken)}" data-you="${escapeHtml(input.memberName ?? t.visitor)}" data-failed="${escapeHtml(t.failed)}">
<header class="room__host">
<img class="room__avatar" src="${escapeHtml(input.avatarUrl)}" alt="" width="48" height="48">
<div><h1>${escapeHtml(input.nickname)}</h1>
<p class="room__live"><span class="room__dot" aria-hidden="true"></span>${escapeHtml(t.online)} · ${input.viewers} ${escapeHtml(t.viewers)}</p></div>
</header>
<p class="room__notice">${escapeHtml(t.notice)}</p>
<ol class="room__log" role="log" aria-live="polite" aria-label="${escapeHtml(t.log)}">
<li class="room__line room__line--host"><strong>${escapeHtml(input.nickname)}</strong> ${escapeHtml(input.greeting)}</li>
</ol>
<form class="room__form" autocomplete="off">
<label class="room__label" for="say">${escapeHtml(t.placeholder)}</label>
<input id="say" name="text" maxlength="200" required placeholder="${escapeHtml(t.placeholder)}">
<button type="submit">${escapeHtml(t.send)}</button>
</form>
</main>
<script src="/chat/static/room.js"></script>
</body>
</html>`;
}
