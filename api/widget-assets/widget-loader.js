/* GPTsite widget loader: one script tag adds a chat button that opens the assistant in an isolated frame. */
(function () {
  var script = document.currentScript;
  if (!script || window.__gptsiteWidget) return;
  var assistantId = script.getAttribute('data-assistant');
  if (!assistantId) return;
  window.__gptsiteWidget = true;
  var origin = new URL(script.src, location.href).origin;
  var host = document.createElement('div');
  host.setAttribute('data-gptsite-widget', '');
  var root = host.attachShadow ? host.attachShadow({ mode: 'closed' }) : host;
  var primary = '#0f766e';
  var css =
    ':host{all:initial}.b{position:fixed;right:20px;bottom:20px;width:60px;height:60px;border-radius:50%;border:0;cursor:pointer;' +
    'box-shadow:0 4px 14px rgba(0,0,0,.25);color:#fff;z-index:2147483646;display:flex;align-items:center;justify-content:center}' +
    '.b:focus-visible{outline:3px solid #111;outline-offset:3px}.f{position:fixed;right:20px;bottom:92px;width:380px;height:600px;' +
    'max-width:calc(100vw - 24px);max-height:calc(100vh - 110px);border:0;border-radius:14px;box-shadow:0 10px 40px rgba(0,0,0,.3);' +
    'z-index:2147483647;background:#fff}.f[hidden]{display:none}@media(max-width:480px){.f{right:12px;bottom:84px}}';
  root.innerHTML =
    '<style>' + css + '</style><button class="b" type="button" aria-expanded="false" aria-label="Open chat">' +
    '<svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><path d="M4 4h16v11H7l-3 3z"/></svg></button>';
  var button = root.querySelector('button');
  button.style.background = primary;
  var frame = null;
  function open() {
    if (!frame) {
      frame = document.createElement('iframe');
      frame.className = 'f';
      frame.title = 'Chat assistant';
      frame.src = origin + '/widget/frame/' + encodeURIComponent(assistantId) + '?page=' + encodeURIComponent(location.href);
      frame.setAttribute('allow', 'clipboard-write');
      root.appendChild(frame);
    }
    frame.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    button.setAttribute('aria-label', 'Close chat');
    frame.focus();
  }
  function close() {
    if (frame) frame.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-label', 'Open chat');
    button.focus();
  }
  button.addEventListener('click', function () {
    if (frame && !frame.hidden) close();
    else open();
  });
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || !event.data) return;
    if (event.data.type === 'gptsite:close') close();
    if (event.data.type === 'gptsite:theme' && /^#[0-9a-f]{3,8}$/i.test(event.data.primary)) button.style.background = event.data.primary;
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && frame && !frame.hidden) close();
  });
  fetch(origin + '/api/v1/assistants/' + encodeURIComponent(assistantId))
    .then(function (response) { return response.ok ? response.json() : null; })
    .then(function (profile) {
      if (profile && /^#[0-9a-f]{3,8}$/i.test(profile.colors.primary)) button.style.background = profile.colors.primary;
      if (profile) button.setAttribute('aria-label', 'Chat with ' + profile.name);
    })
    .catch(function () {});
  (document.body || document.documentElement).appendChild(host);
})();
