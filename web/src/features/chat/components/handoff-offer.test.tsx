import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../../../test/fake-socket';
import { json, mockFetch } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { ChatPanel } from './chat-panel';

const PROPS = { assistantId: 'a1', name: 'Maple Street Bakery', greeting: 'Hello!', suggestedQuestions: [] };
const OFFER = 'Of course. I can pass this conversation on to a person on the team.';
const FORM = 'Pass this conversation to a person on the team';

function offlineSocket() {
  const socket = new FakeSocket();
  socket.connected = false;
  return socket;
}

function chat() {
  let asked = 0;
  const routes = mockFetch({
    'POST /api/v1/assistants/a1/messages': () => {
      asked += 1;
      return json(200, {
        conversationId: 'v1',
        messageId: `m${asked}`,
        answer: asked === 1 ? OFFER : 'We open at 8.',
        answered: true,
        sources: [],
        ...(asked === 1 ? { handoff: true } : {}),
      });
    },
    'POST /api/v1/assistants/a1/handoffs': () =>
      json(201, {
        id: 'f1',
        status: 'sent',
        priority: 'normal',
        expectedReply: 'The team will reply by email, usually within one business day.',
      }),
  });
  renderWithProviders(<ChatPanel {...PROPS} />, { socket: offlineSocket() });
  return { ...routes, user: userEvent.setup() };
}

const ask = (user: ReturnType<typeof userEvent.setup>, question: string) =>
  user.type(screen.getByLabelText('Your question'), `${question}{Enter}`);

describe('Handoff to a person in the chat', () => {
  it('collects a contact under the offer and tells the visitor honestly when to expect a reply', async () => {
    const { calls, user } = chat();
    await ask(user, 'Can I talk to a person?');
    const form = await screen.findByRole('form', { name: FORM });
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(form).getByRole('button', { name: 'Pass it on' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please tell us your name');
    await user.type(within(form).getByLabelText('Your name'), 'Ana');
    await user.type(
      within(form).getByLabelText('Anything the team should know? (optional)'),
      'A wedding cake',
    );
    await user.click(within(form).getByRole('button', { name: 'Pass it on' }));
    expect(
      await screen.findByText(
        'Thanks, Ana. Your conversation has been passed on. The team will reply by email, usually within one business day. You can keep asking me questions meanwhile.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/handoffs'))?.body).toEqual({
      conversationId: 'v1',
      name: 'Ana',
      email: 'ana@example.com',
      message: 'A wedding cake',
    });
  });

  it('"No thanks" puts the offer away and the visitor keeps chatting', async () => {
    const { calls, user } = chat();
    await ask(user, 'Can I talk to a person?');
    const form = await screen.findByRole('form', { name: FORM });
    await user.click(within(form).getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('form', { name: FORM })).toBeNull();
    await ask(user, 'When do you open?');
    expect(await screen.findByText('We open at 8.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/handoffs'))).toBe(false);
  });
});
