import type { AssistantProfile } from '@gptsite/shared';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON inside a <script> block: escaping `<` keeps a "</script>" in any field from closing it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const COLOR = /^#[0-9a-f]{3,8}$/i;

export function renderFramePage(profile: AssistantProfile, page: string): string {
  // The frame script applies the colour through CSSOM, which the strict style-src allows.
  const primary = COLOR.test(profile.colors.primary) ? profile.colors.primary : '#0f766e';
  const config = {
    id: profile.id,
    greeting: profile.greeting,
    suggestedQuestions: profile.suggestedQuestions,
    colors: { ...profile.colors, primary },
    page,
    // What the chat needs to ask for contact details (issue 13); absent while lead capture is off.
    leadCapture: profile.leadCapture,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(profile.name)}</title>
<link rel="stylesheet" href="/widget/frame.css">
</head>
<body>
<header><h1>${escapeHtml(profile.name)}</h1><button id="close" type="button" aria-label="Close chat">×</button></header>
<main id="log" role="log" aria-live="polite" aria-label="Conversation"></main>
<div id="chips" aria-label="Suggested questions"></div>
<form><input id="q" name="q" autocomplete="off" maxlength="1000" placeholder="Ask a question…" aria-label="Your question"><button type="submit">Send</button></form>
<script type="application/json" id="gptsite-config">${scriptJson(config)}</script>
<script src="/widget/frame.js"></script>
</body>
</html>`;
}
