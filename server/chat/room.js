/* global document, fetch */
// The chat room page's script: sends a line to the room and shows the host's answer. No inline code (strict CSP).
(function () {
  'use strict';
  var room = document.querySelector('.room');
  var form = document.querySelector('.room__form');
  var input = document.getElementById('say');
  var log = document.querySelector('.room__log');
  if (!room || !form || !input || !log) return;

  function line(who, text, kind) {
    var item = document.createElement('li');
    item.className = 'room__line room__line--' + kind;
    var name = document.createElement('strong');
    name.textContent = who;
    item.appendChild(name);
    item.appendChild(document.createTextNode(' ' + text));
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    input.value = '';
    line(room.dataset.you || '', text, 'you');
    fetch('/chat-api/' + encodeURIComponent(room.dataset.model || '') + '/say', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Chat-Room': room.dataset.token || '' },
      body: JSON.stringify({ text: text }),
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (body) {
        if (!body || !body.success) throw new Error('refused');
        line(body.value.nickname, body.value.reply, 'host');
      })
      .catch(function () {
        line('', room.dataset.failed || '', 'error');
      });
  });
})();
