/* global document, window, fetch, setInterval, setTimeout, clearTimeout, clearInterval */
// Responsible play on the platform's game pages (served from /play/static/responsible.js, strict CSP): the reality
// check with "continue" and "stop", the idle warning a minute before the platform closes the session, and why play is
// blocked (a pause, a limit reached, the site's session ended). The platform refuses the bets itself; this page only
// explains. Text is only ever written with textContent.
(function () {
  'use strict';
  var root = document.getElementById('game');
  if (!root || root.dataset.kind === 'error') return;
  var session = root.dataset.session || '';
  var lang = root.dataset.lang || 'pt-BR';
  if (!session) return;

  var state = null;
  /** platform time minus local time (the operator may move the platform's clock) */
  var offset = 0;
  var timers = [];
  var countdown = null;
  var blocked = false;
  var ended = false;
  var dialog = null;
  var banner = null;

  function now() {
    return Date.now() + offset;
  }
  function fill(text, values) {
    return String(text).replace(/\{(\w+)\}/g, function (_all, key) {
      return values[key] === undefined ? '' : String(values[key]);
    });
  }
  function api(path, body) {
    var init = {
      method: body ? 'POST' : 'GET',
      headers: { 'X-Play-Session': session, Language: lang },
      cache: 'no-store',
    };
    if (body) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch('/play-api/responsible' + path, init).then(function (res) {
      return res.json().then(function (envelope) {
        if (!envelope || envelope.success !== true) {
          var error = new Error((envelope && envelope.message) || '');
          error.status = res.status;
          throw error;
        }
        return envelope.value;
      });
    });
  }

  // --- blocking: a banner saying why, and no bet leaves the page while it is shown
  function playButton() {
    return document.getElementById('play');
  }
  function setBlocked(message) {
    blocked = Boolean(message);
    var button = playButton();
    if (button) {
      button.disabled = blocked;
      if (blocked) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    }
    if (!blocked) {
      if (banner) banner.remove();
      banner = null;
      return;
    }
    if (!banner) {
      banner = document.createElement('div');
      banner.className = 'rg-banner';
      banner.setAttribute('role', 'alert');
      var title = document.createElement('strong');
      title.className = 'rg-banner__title';
      var text = document.createElement('p');
      text.className = 'rg-banner__text';
      banner.appendChild(title);
      banner.appendChild(text);
      var header = root.querySelector('.bar');
      if (header && header.parentNode) header.parentNode.insertBefore(banner, header.nextSibling);
      else root.insertBefore(banner, root.firstChild);
    }
    banner.querySelector('.rg-banner__title').textContent = state ? state.texts.blockedTitle : '';
    banner.querySelector('.rg-banner__text').textContent = message;
  }
  // game.js enables the button again after each round: keep it off while blocked
  document.addEventListener(
    'click',
    function (event) {
      var button = playButton();
      if (
        (blocked || dialog) &&
        button &&
        event.target instanceof window.Node &&
        button.contains(event.target)
      ) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    },
    true,
  );

  // --- dialogs
  function closeDialog() {
    if (countdown) clearInterval(countdown);
    countdown = null;
    if (dialog) dialog.remove();
    dialog = null;
  }
  function openDialog(kind, title, lines, actions) {
    closeDialog();
    var overlay = document.createElement('div');
    overlay.className = 'rg-overlay';
    var box = document.createElement('div');
    box.className = 'rg-dialog';
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'rg-dialog-title');
    box.setAttribute('aria-describedby', 'rg-dialog-body');
    box.dataset.kind = kind;
    var heading = document.createElement('h2');
    heading.id = 'rg-dialog-title';
    heading.textContent = title;
    box.appendChild(heading);
    var body = document.createElement('div');
    body.id = 'rg-dialog-body';
    lines.forEach(function (line) {
      var p = document.createElement('p');
      p.textContent = line;
      body.appendChild(p);
    });
    box.appendChild(body);
    var row = document.createElement('div');
    row.className = 'rg-dialog__actions';
    actions.forEach(function (action) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = action.label;
      if (action.primary) button.className = 'primary';
      button.addEventListener('click', function () {
        row.querySelectorAll('button').forEach(function (b) {
          b.disabled = true;
        });
        action.run();
      });
      row.appendChild(button);
    });
    box.appendChild(row);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    dialog = overlay;
    var first = row.querySelector('button');
    if (first) first.focus();
    return body;
  }
  function failed() {
    closeDialog();
    if (state) setBlocked(state.texts.failed);
    setTimeout(refresh, 5000);
  }

  function showRealityCheck() {
    var t = state.texts;
    openDialog(
      'reality',
      t.realityTitle,
      [
        fill(t.realityBody, { minutes: state.realityCheck.minutes, net: state.realityCheck.net }),
        t.realityHint,
      ],
      [
        {
          label: t.continue,
          primary: true,
          run: function () {
            api('/reality-check', { action: 'CONTINUE' }).then(function (answer) {
              closeDialog();
              apply(answer.state);
            }, failed);
          },
        },
        {
          label: t.stop,
          run: function () {
            api('/reality-check', { action: 'STOP' }).then(function () {
              closeDialog();
              ended = true;
              schedule();
              setBlocked(t.stopped);
            }, failed);
          },
        },
      ],
    );
  }

  function showIdleWarning(expiresAt) {
    var t = state.texts;
    var seconds = function () {
      return Math.max(0, Math.ceil((expiresAt - now()) / 1000));
    };
    var body = openDialog(
      'idle',
      t.idleTitle,
      [fill(t.idleBody, { seconds: seconds() })],
      [
        {
          label: t.stay,
          primary: true,
          run: function () {
            api('/active', {}).then(function (next) {
              closeDialog();
              apply(next);
            }, failed);
          },
        },
      ],
    );
    countdown = setInterval(function () {
      var left = seconds();
      var line = body.querySelector('p');
      if (line) line.textContent = fill(t.idleBody, { seconds: left });
      if (left <= 0) {
        closeDialog();
        refresh();
      }
    }, 1000);
  }

  // --- the schedule: what is due now, and timers for what falls due next
  function schedule() {
    timers.forEach(clearTimeout);
    timers = [];
    if (!state || ended) return;
    var at = function (iso) {
      return Date.parse(iso);
    };
    if (state.realityCheck) {
      var due = at(state.realityCheck.dueAt);
      if (due <= now()) {
        if (!dialog) showRealityCheck();
        return;
      }
      timers.push(setTimeout(refresh, due - now() + 250));
    }
    if (state.idle) {
      var expires = at(state.idle.expiresAt);
      var warnAt = expires - state.idle.warningSeconds * 1000;
      if (warnAt <= now()) {
        if (!dialog) showIdleWarning(expires);
        return;
      }
      timers.push(setTimeout(refresh, warnAt - now() + 250));
    }
  }

  function apply(next) {
    state = next;
    offset = Date.parse(next.now) - Date.now();
    if (!ended) setBlocked(next.block);
    if (dialog && dialog.querySelector('[data-kind="idle"]') && next.idle) {
      var expires = Date.parse(next.idle.expiresAt);
      if (expires - next.idle.warningSeconds * 1000 > now()) closeDialog();
    }
    schedule();
  }

  function refresh() {
    if (ended) return;
    api('', null).then(apply, function (error) {
      // the play session itself ended (401): game.js says so on the next bet
      if (error.status === 401) {
        ended = true;
        closeDialog();
      }
    });
  }

  refresh();
  // the platform's clock can move (operator, tests), and the other windows act too: look again every 30 s
  setInterval(refresh, 30000);
  // a refused bet (a reality check due, a limit reached, the session ended) is a reason to look again at once
  var message = document.getElementById('message');
  if (message && window.MutationObserver) {
    new window.MutationObserver(function () {
      if (message.classList.contains('error')) refresh();
    }).observe(message, { attributes: true, attributeFilter: ['class'], childList: true });
  }
})();
