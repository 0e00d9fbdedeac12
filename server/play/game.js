/* global document, window, fetch, crypto, setInterval, setTimeout */
// The platform's game page script: served from /play/static/game.js (strict CSP, no inline script). Text is only ever
// written with textContent. The page's API (/play-api/*) is authenticated by the play session in data-session.
(function () {
  'use strict';
  var root = document.getElementById('game');
  if (!root) return;
  var kind = root.dataset.kind;
  var session = root.dataset.session || '';
  var lang = root.dataset.lang || 'pt-BR';
  var currency = root.dataset.currency || 'BRL';
  var message = document.getElementById('message');
  var balance = document.getElementById('balance');
  var playButton = document.getElementById('play');
  var pendingRound = null;

  function money(cents) {
    return new Intl.NumberFormat(lang, { style: 'currency', currency: currency }).format(cents / 100);
  }
  function say(text, tone) {
    if (!message) return;
    message.textContent = text;
    message.className = 'message' + (tone ? ' ' + tone : '');
  }
  function newRoundId() {
    if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (b) {
        return ('0' + b.toString(16)).slice(-2);
      })
      .join('');
  }
  function api(path, body) {
    // Language: the platform words its refusals in the launch's language
    var init = {
      method: body ? 'POST' : 'GET',
      headers: { 'X-Play-Session': session, Language: lang },
      cache: 'no-store',
    };
    if (body) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    var failed = root.dataset.textFailed || '';
    return fetch('/play-api/' + path, init).then(
      function (res) {
        return res
          .json()
          .catch(function () {
            return null;
          })
          .then(function (envelope) {
            if (!envelope || envelope.success !== true) {
              var error = new Error((envelope && envelope.message) || failed);
              error.definite = res.status >= 400 && res.status < 500;
              throw error;
            }
            return envelope.value;
          });
      },
      function () {
        // no answer (network): the round id is kept, so a retry cannot pay twice
        throw new Error(failed);
      },
    );
  }
  function setBalance(cents) {
    if (balance) balance.textContent = money(cents);
  }
  function stake() {
    var select = document.getElementById('stake');
    return select ? Number(select.value) : 100;
  }
  function checked(name) {
    var input = document.querySelector('input[name="' + name + '"]:checked');
    return input ? input.value : null;
  }

  // --- back / close: close the window, else tell an embedding page, else go back
  var back = document.getElementById('back');
  if (back) {
    back.addEventListener('click', function () {
      window.close();
      setTimeout(function () {
        if (window.parent && window.parent !== window) {
          window.parent.postMessage({ type: 'aurora:game-close' }, '*');
        } else if (window.history.length > 1) {
          window.history.back();
        } else {
          window.location.href = '/';
        }
      }, 50);
    });
  }
  if (kind === 'error' || !session) return;

  // --- results
  function showSlot(outcome) {
    var reels = document.getElementById('reels');
    if (!reels) return;
    var cells = reels.querySelectorAll('.cell');
    var flat = [].concat(outcome.grid[0], outcome.grid[1], outcome.grid[2]);
    for (var i = 0; i < cells.length; i++) {
      cells[i].textContent = flat[i] || '';
      cells[i].classList.toggle('hit', i >= 3 && i < 6 && !!outcome.symbol);
    }
  }
  function showResult(text) {
    var result = document.getElementById('result');
    if (result) result.textContent = text;
  }
  function renderTickets(tickets) {
    var list = document.getElementById('tickets');
    if (!list) return;
    list.textContent = '';
    if (!tickets.length) {
      var empty = document.createElement('li');
      empty.textContent = root.dataset.textNone || '';
      list.appendChild(empty);
      return;
    }
    tickets.forEach(function (ticket) {
      var item = document.createElement('li');
      var text = ticket.numero + ' · ' + ticket.picks.join(', ') + ' · ' + money(ticket.stake);
      if (ticket.status === 'SETTLED')
        text += ' → ' + (ticket.winningNumber || '') + ' · ' + money(ticket.win);
      else text += ' · …';
      item.textContent = text;
      item.className = ticket.status === 'SETTLED' ? (ticket.win > 0 ? 'won' : 'lost') : 'open';
      list.appendChild(item);
    });
  }
  function renderDraws(draws) {
    var list = document.getElementById('draws');
    if (!list || !draws.length) return;
    list.textContent = '';
    draws.forEach(function (draw) {
      var item = document.createElement('li');
      var numero = document.createElement('span');
      numero.className = 'numero';
      numero.textContent = draw.numero;
      var numbers = document.createElement('span');
      numbers.className = 'numbers';
      numbers.textContent = draw.winningNumber;
      item.appendChild(numero);
      item.appendChild(document.createTextNode(' '));
      item.appendChild(numbers);
      list.appendChild(item);
    });
  }
  function refresh() {
    return api('state').then(function (state) {
      setBalance(state.balance);
      if (state.lottery) {
        var numero = document.getElementById('numero');
        if (numero) numero.textContent = state.lottery.numero;
        var closeAt = document.getElementById('close-at');
        if (closeAt) {
          closeAt.setAttribute('datetime', state.lottery.closeAt);
          closeAt.textContent = state.lottery.closeAt.slice(11, 19) + ' UTC';
        }
        renderDraws(state.lottery.draws);
        renderTickets(state.lottery.tickets);
      }
    });
  }

  function play() {
    var body;
    if (kind === 'lottery') {
      var picks = Array.prototype.map.call(
        document.querySelectorAll('input[name="pick"]:checked'),
        function (input) {
          return Number(input.value);
        },
      );
      body = { roundId: pendingRound || newRoundId(), unitStake: stake(), picks: picks };
    } else {
      body = { roundId: pendingRound || newRoundId(), stake: stake() };
      if (kind === 'table') body.option = checked('option');
      if (kind === 'sports') {
        var pick = (checked('pick') || '|').split('|');
        body.fixtureId = pick[0];
        body.option = pick[1];
      }
    }
    // the same round id is retried after a network failure, so a round is never paid twice
    pendingRound = body.roundId;
    if (playButton) playButton.disabled = true;
    api(kind === 'lottery' ? 'ticket' : 'round', body)
      .then(function (result) {
        pendingRound = null;
        setBalance(result.balance);
        if (kind === 'lottery') {
          say((root.dataset.textBought || '') + ' · ' + result.ticket.numero, 'info');
          return refresh();
        }
        if (kind === 'slot') showSlot(result.outcome);
        if (kind === 'table') {
          var optionInput = document.querySelector(
            'input[name="option"][value="' + result.outcome.result + '"]',
          );
          var optionLabel =
            optionInput && optionInput.parentElement ? optionInput.parentElement.textContent : '';
          showResult((optionLabel || result.outcome.result).trim());
        }
        if (kind === 'sports') showResult(result.outcome.match + ' · ' + result.outcome.score);
        if (result.win > 0) say((root.dataset.textWin || '') + ' ' + money(result.win), 'win');
        else say(root.dataset.textLose || '', 'lose');
        return undefined;
      })
      .catch(function (error) {
        if (error.definite) pendingRound = null;
        say(error.message, 'error');
      })
      .then(function () {
        if (playButton) playButton.disabled = false;
      });
  }
  if (playButton) playButton.addEventListener('click', play);

  refresh().catch(function (error) {
    say(error.message, 'error');
  });
  if (kind === 'lottery') {
    setInterval(function () {
      refresh().catch(function () {
        /* next tick */
      });
    }, 5000);
  }
})();
