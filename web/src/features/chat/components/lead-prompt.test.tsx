import type { LeadCaptureProfile } from '@gptsite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../../../test/fake-socket';
import { json, mockFetch, type RecordedCall } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { ChatPanel } from './chat-panel';

const PROPS = {
  assistantId: 'a1',
  name: 'Maple Street Bakery',
  greeting: 'Hello! Ask me about cakes.',
  suggestedQuestions: [],
};
const CAPTURE: LeadCaptureProfile = {
  enabled: true,
  fields: { name: true, email: true, phone: false, custom: true },
  customQuestion: 'What is the occasion?',
  when: 'after_questions',
  afterQuestions: 1,
};
const INTRO = /Would you like the team to follow up/;

function offlineSocket() {
  const socket = new FakeSocket();
  socket.connected = false;
  return socket;
}

function chatWithLeads(capture: LeadCaptureProfile, answered = true) {
  let asked = 0;
  const routes = mockFetch({
    'POST /api/v1/assistants/a1/messages': () => {
      asked += 1;
      return json(200, {
        conversationId: 'v1',
        messageId: `m${asked}`,
        answer: answered ? 'We open at 8.' : "I don't have that information.",
        answered,
        sources: [],
      });
    },
    'POST /api/v1/assistants/a1/leads': (call: RecordedCall) => {
      const body = call.body as { email?: string };
      if (body.email === 'ana@example')
        return json(400, {
          statusCode: 400,
          message: 'bad',
          fields: { email: "There's an issue with the email field: Please enter an email address" },
        });
      return json(201, { id: 'l1', conversationId: 'v1' });
    },
  });
  renderWithProviders(<ChatPanel {...PROPS} leadCapture={capture} />, { socket: offlineSocket() });
  return { ...routes, user: userEvent.setup() };
}

const ask = async (user: ReturnType<typeof userEvent.setup>, question: string) => {
  await user.type(screen.getByLabelText('Your question'), `${question}{Enter}`);
};

describe('Lead capture in the chat', () => {
  it('asks after the set number of answers and sends the lead with the conversation', async () => {
    const { calls, user } = chatWithLeads(CAPTURE);
    expect(screen.queryByText(INTRO)).toBeNull();
    await ask(user, 'When do you open?');
    const form = await screen.findByRole('form', { name: INTRO });
    await user.type(within(form).getByLabelText('Your name'), 'Ana');
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(form).getByLabelText('What is the occasion?'), 'A wedding');
    await user.click(within(form).getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText(/Thank you, Ana! The team will be in touch/)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/v1/assistants/a1/leads')?.body).toMatchObject({
      conversationId: 'v1',
      name: 'Ana',
      email: 'ana@example.com',
      answer: 'A wedding',
    });
  });

  it('checks the contact before sending and shows the server’s field sentence', async () => {
    const { calls, user } = chatWithLeads(CAPTURE);
    await ask(user, 'When do you open?');
    const form = await screen.findByRole('form', { name: INTRO });
    await user.click(within(form).getByRole('button', { name: 'Send my details' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please leave an email address or a phone number so the team can reach you',
    );
    expect(calls.some((call) => call.url.endsWith('/leads'))).toBe(false);
    await user.type(within(form).getByLabelText('Email'), 'ana@example');
    await user.click(within(form).getByRole('button', { name: 'Send my details' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter an email address');
  });

  it('"No thanks" puts the question away and the visitor keeps chatting', async () => {
    const { calls, user } = chatWithLeads({ ...CAPTURE, when: 'on_decline' }, false);
    await ask(user, 'Do you sell gift cards?');
    const form = await screen.findByRole('form', { name: INTRO });
    await user.click(within(form).getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('form', { name: INTRO })).toBeNull();
    await ask(user, 'Do you deliver?');
    expect(await screen.findAllByText("I don't have that information.")).toHaveLength(2);
    expect(screen.queryByRole('form', { name: INTRO })).toBeNull();
    expect(calls.filter((call) => call.url.endsWith('/messages'))).toHaveLength(2);
  });

  it('before the first question: asking instead is a "no thanks"; a lead left first starts the conversation', async () => {
    const first = chatWithLeads({ ...CAPTURE, when: 'before_first_question' });
    expect(screen.getByRole('form', { name: INTRO })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: INTRO });
    await first.user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await first.user.click(within(form).getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText(/Thank you! The team will be in touch/)).toBeInTheDocument();
    await ask(first.user, 'When do you open?');
    expect(await screen.findByText('We open at 8.')).toBeInTheDocument();
    expect(first.calls.find((call) => call.url.endsWith('/messages'))?.body).toMatchObject({
      conversationId: 'v1',
    });
    // The thanks stays where it was said.
    expect(screen.getByText(/Thank you! The team will be in touch/)).toBeInTheDocument();
  });
});
