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

  /* Lead capture and handoff: the chat asks for a contact as a message of the conversation, never as a
     wall in front of it; "No thanks" (or, before the first question, just asking) puts it away. */
  var lead = config.leadCapture || null;
  var leadState = 'waiting';
  var answers = 0;
  var earlyLead = null;

  function contactForm(options) {
    var box = document.createElement('form');
    box.className = 'm a contact';
    box.setAttribute('aria-label', options.intro);
    box.noValidate = true;
    var intro = document.createElement('p');
    intro.textContent = options.intro;
    box.appendChild(intro);
    var inputs = {};
    options.fields.forEach(function (field) {
      var label = document.createElement('label');
      label.textContent = field[1];
      var control = document.createElement(field[0] === 'extra' && options.multiline ? 'textarea' : 'input');
      if (field[2]) control.type = field[2];
      control.name = field[0];
      control.maxLength = field[0] === 'extra' ? 1000 : 254;
      label.appendChild(control);
      box.appendChild(label);
      inputs[field[0]] = control;
    });
    var problem = document.createElement('p');
    problem.className = 'problem';
    problem.setAttribute('role', 'alert');
    box.appendChild(problem);
    var actions = document.createElement('div');
    actions.className = 'actions';
    var send = document.createElement('button');
    send.type = 'submit';
    send.textContent = options.submitLabel;
    var decline = document.createElement('button');
    decline.type = 'button';
    decline.className = 'secondary';
    decline.textContent = 'No thanks';
    decline.addEventListener('click', function () {
      box.remove();
      options.onDecline();
    });
    actions.appendChild(send);
    actions.appendChild(decline);
    box.appendChild(actions);
    box.addEventListener('submit', function (event) {
      event.preventDefault();
      var values = {};
      Object.keys(inputs).forEach(function (key) {
        var value = inputs[key].value.replace(INVISIBLE, '').trim();
        if (value) values[key] = value;
      });
      if (options.requireName && !values.name) return void (problem.textContent = 'Please tell us your name');
      if (!values.email && !values.phone)
        return void (problem.textContent = 'Please leave an email address or a phone number so the team can reach you');
      send.disabled = true;
      problem.textContent = '';
      options
        .submit(values)
        .then(function (reply) {
          var thanks = document.createElement('div');
          thanks.className = 'm a';
          thanks.setAttribute('role', 'status');
          thanks.textContent = options.thanks(values, reply);
          box.replaceWith(thanks);
        })
        .catch(function (error) {
          send.disabled = false;
          problem.textContent = error.message.replace(/^There's an issue with the \w+ field: /, '');
        });
    });
    log.appendChild(box);
    log.scrollTop = log.scrollHeight;
    return box;
  }

  function askForLead() {
    if (!lead || leadState !== 'waiting') return null;
    leadState = 'asked';
    var fields = [];
    if (lead.fields.name) fields.push(['name', 'Your name', 'text']);
    if (lead.fields.email) fields.push(['email', 'Email', 'email']);
    if (lead.fields.phone) fields.push(['phone', 'Phone', 'tel']);
    var custom = lead.fields.custom && lead.customQuestion;
    if (custom) fields.push(['extra', custom, 'text']);
    return contactForm({
      intro: 'Would you like the team to follow up with you? Leave your details and they will get in touch.',
      fields: fields,
      submitLabel: 'Send my details',
      onDecline: function () { leadState = 'declined'; },
      submit: function (values) {
        return post('/leads', {
          conversationId: conversationId, visitorId: visitorId, pageUrl: config.page || undefined,
          name: values.name, email: values.email, phone: values.phone, answer: custom ? values.extra : undefined,
        }).then(function (created) {
          conversationId = conversationId || created.conversationId;
        });
      },
      thanks: function (values) {
        return 'Thank you' + (values.name ? ', ' + values.name : '') + '! The team will be in touch. Feel free to keep asking questions.';
      },
    });
  }

  function offerHandoff() {
    contactForm({
      intro: 'Pass this conversation to a person on the team',
      fields: [['name', 'Your name', 'text'], ['email', 'Email', 'email'], ['phone', 'Phone', 'tel'],
        ['extra', 'Anything the team should know? (optional)']],
      multiline: true,
      requireName: true,
      submitLabel: 'Pass it on',
      onDecline: function () {},
      submit: function (values) {
        return post('/handoffs', {
          conversationId: conversationId, name: values.name, email: values.email, phone: values.phone,
          message: values.extra,
        }).then(function (created) { return created.expectedReply; });
      },
      thanks: function (values, reply) {
        return 'Thanks, ' + values.name + '. Your conversation has been passed on. ' + reply + ' You can keep asking me questions meanwhile.';
      },
    });
  }

  function afterAnswer(response) {
    answers += 1;
    if (response.handoff) offerHandoff();
    if (!lead) return;
    if (
      (lead.when === 'after_questions' && answers >= lead.afterQuestions) ||
      (lead.when === 'on_decline' && response.answered === false)
    )
      askForLead();
  }

  function ask(question) {
    question = question.replace(INVISIBLE, '').trim();
    if (!question) return;
    // Asking instead of answering the opening lead question is a "no thanks".
    if (earlyLead && earlyLead.isConnected) {
      earlyLead.remove();
      leadState = 'declined';
    }
    earlyLead = null;
    bubble('u').textContent = question;
    var answer = bubble('a typing');
    answer.textContent = 'Thinking…';
    input.value = '';
    post('/messages', { message: question, conversationId: conversationId, visitorId: visitorId, pageUrl: config.page || undefined })
      .then(function (response) {
        conversationId = response.conversationId;
        showAnswer(answer, response);
        afterAnswer(response);
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
  if (lead && lead.when === 'before_first_question') earlyLead = askForLead();
  parent.postMessage({ type: 'gptsite:theme', primary: config.colors.primary }, '*');
  input.focus();
})();
