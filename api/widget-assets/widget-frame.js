/* The chat inside the widget frame. Answers are built as DOM nodes from a small markdown subset with
   textContent only, so nothing from a crawled page or a model can run script; images are never loaded. */
(function () {
  var config = JSON.parse(document.getElementById('gptsite-config').textContent);
  document.documentElement.style.setProperty('--primary', config.colors.primary);
  var log = document.getElementById('log');
  var form = document.querySelector('form');
  var input = form.querySelector('input');
  var chips = document.getElementById('chips');
  var conversationId;
  var visitorKey = 'gptsite-visitor';
  var visitorId;
  try {
    visitorId = localStorage.getItem(visitorKey) || (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2));
    localStorage.setItem(visitorKey, visitorId);
  } catch {
    // Storage is blocked in some embeds (third-party frames); the visitor is then anonymous per page.
    visitorId = undefined;
  }
  var INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

  function inline(parent, text) {
    var pattern = /(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g;
    var last = 0;
    text.replace(pattern, function (match, _token, offset) {
      if (offset > last) parent.appendChild(document.createTextNode(text.slice(last, offset)));
      if (match.charAt(0) === '*') {
        var strong = document.createElement('strong');
        strong.textContent = match.slice(2, -2);
        parent.appendChild(strong);
      } else {
        var label = match.slice(1, match.indexOf(']('));
        var href = match.slice(match.indexOf('](') + 2, -1);
        parent.appendChild(/^https?:\/\//i.test(href) ? link(label, href) : document.createTextNode(label));
      }
      last = offset + match.length;
      return match;
    });
    if (last < text.length) parent.appendChild(document.createTextNode(text.slice(last)));
  }

  function link(label, href) {
    var anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = label;
    anchor.target = '_blank';
    anchor.rel = 'noopener noreferrer nofollow';
    return anchor;
  }

  function markdown(container, text) {
    var blocks = text.replace(INVISIBLE, '').split(/\n{2,}/);
    blocks.forEach(function (block) {
      var lines = block.split('\n');
      if (lines.every(function (line) { return /^\s*([-*]|\d+\.)\s+/.test(line); })) {
        var list = document.createElement(/^\s*\d/.test(lines[0]) ? 'ol' : 'ul');
        lines.forEach(function (line) {
          var item = document.createElement('li');
          inline(item, line.replace(/^\s*([-*]|\d+\.)\s+/, ''));
          list.appendChild(item);
        });
        container.appendChild(list);
      } else {
        var paragraph = document.createElement('p');
        inline(paragraph, lines.join(' ').replace(/^#+\s*/, ''));
        container.appendChild(paragraph);
      }
    });
  }

  function bubble(kind) {
    var element = document.createElement('div');
    element.className = 'm ' + kind;
    log.appendChild(element);
    log.scrollTop = log.scrollHeight;
    return element;
  }

  function showAnswer(element, response) {
    element.textContent = '';
    element.classList.remove('typing');
    if (!response.answered) element.classList.add('declined');
    markdown(element, response.answer);
    if (response.sources && response.sources.length) {
      var sources = document.createElement('div');
      sources.className = 'src';
      sources.appendChild(document.createTextNode('Sources: '));
      response.sources.forEach(function (source, index) {
        if (index) sources.appendChild(document.createTextNode(' · '));
        sources.appendChild(/^https?:\/\//i.test(source.url) ? link(source.title || source.url, source.url) : document.createTextNode(source.title));
      });
      element.appendChild(sources);
    }
    if (response.messageId) element.appendChild(feedback(response.messageId));
    log.scrollTop = log.scrollHeight;
  }

  function feedback(messageId) {
    var box = document.createElement('div');
    box.className = 'fb';
    [['👍', true, 'This answer helped'], ['👎', false, 'This answer did not help']].forEach(function (choice) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = choice[0];
      button.setAttribute('aria-label', choice[2]);
      button.setAttribute('aria-pressed', 'false');
      button.addEventListener('click', function () {
        box.querySelectorAll('button').forEach(function (other) { other.setAttribute('aria-pressed', 'false'); });
        button.setAttribute('aria-pressed', 'true');
        post('/messages/' + messageId + '/feedback', { helpful: choice[1] });
      });
      box.appendChild(button);
    });
    return box;
  }

  function post(path, body) {
    return fetch('/api/v1/assistants/' + encodeURIComponent(config.id) + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.status === 204 ? {} : response.json().then(function (json) {
        if (!response.ok) throw new Error(json.message || 'Something went wrong');
        return json;
      });
    });
  }

  function ask(question) {
    question = question.replace(INVISIBLE, '').trim();
    if (!question) return;
    bubble('u').textContent = question;
    var answer = bubble('a typing');
    answer.textContent = 'Thinking…';
    input.value = '';
    post('/messages', { message: question, conversationId: conversationId, visitorId: visitorId, pageUrl: config.page || undefined })
      .then(function (response) {
        conversationId = response.conversationId;
        showAnswer(answer, response);
      })
      .catch(function (error) {
        showAnswer(answer, { answer: error.message, answered: false, sources: [] });
      });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    ask(input.value);
  });
  config.suggestedQuestions.forEach(function (question) {
    var chip = document.createElement('button');
    chip.type = 'button';
    chip.textContent = question;
    chip.addEventListener('click', function () { ask(question); });
    chips.appendChild(chip);
  });
  document.getElementById('close').addEventListener('click', function () {
    parent.postMessage({ type: 'gptsite:close' }, '*');
  });
  showAnswer(bubble('a'), { answer: config.greeting, answered: true, sources: [] });
  parent.postMessage({ type: 'gptsite:theme', primary: config.colors.primary }, '*');
  input.focus();
})();
