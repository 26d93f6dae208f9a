import type { AssistantEntity, ConversationEntity, ConversationRepository } from '@gptsite/server';
import type { ChatQuotaGate } from './chat-quota-gate';
import { ConversationAdmission } from './conversation-admission';

const ASSISTANT = { id: 'a-1' } as AssistantEntity;
const IN_PROGRESS = '6f1c2a52-8a43-4d4a-9a57-0d6c4f2b8e11';

/** The admission with a conversation table holding IN_PROGRESS, and a gate answering `refusal`. */
function admissionWith(refusal: string | null) {
  const asked: string[] = [];
  const conversations = {
    findForAssistant: async (assistantId: string, id: string) =>
      assistantId === ASSISTANT.id && id === IN_PROGRESS ? ({ id } as ConversationEntity) : null,
  } as unknown as ConversationRepository;
  const gate = {
    refusalFor: async (assistant: AssistantEntity) => {
      asked.push(assistant.id);
      return refusal;
    },
  } as unknown as ChatQuotaGate;
  return { admission: new ConversationAdmission(conversations, gate), asked };
}

describe('ConversationAdmission', () => {
  it('lets a conversation in progress finish without asking the gate', async () => {
    const { admission, asked } = admissionWith('Sorry, full.');
    expect(await admission.admit(ASSISTANT, IN_PROGRESS)).toEqual({
      conversation: { id: IN_PROGRESS },
      refusal: null,
    });
    expect(asked).toEqual([]);
  });

  it('asks the gate for every new conversation: none given, empty, not an id, or not this assistant’s', async () => {
    const { admission, asked } = admissionWith('Sorry, full.');
    for (const id of [undefined, '', 'not-a-uuid', 'b2b7a0c4-3f5e-4a8e-9d3b-6d3f0a1e2c44'])
      expect(await admission.admit(ASSISTANT, id)).toEqual({ conversation: null, refusal: 'Sorry, full.' });
    expect(asked).toHaveLength(4);
  });

  it('admits a new conversation when the gate has room', async () => {
    const { admission } = admissionWith(null);
    expect(await admission.admit(ASSISTANT, undefined)).toEqual({ conversation: null, refusal: null });
  });
});
