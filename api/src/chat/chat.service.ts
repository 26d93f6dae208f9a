import { Inject, Injectable } from '@nestjs/common';
import {
  ANSWER_PROVIDER,
  ConversationRepository,
  DomainError,
  FollowUpRepository,
  safeMarkdown,
  type AnswerProvider,
  type AnswerResult,
  type AssistantEntity,
  type MessageEntity,
} from '@gptsite/server';
import {
  isUuid,
  stripInvisible,
  type ChatRequest,
  type ChatResponse,
  type ChatSource,
} from '@gptsite/shared';
import { clientNetwork } from '../common/client-network';
import { RateLimiterService } from '../common/rate-limiter.service';
import { isHumanRequest } from '../handoff/human-request';
import { OverrideAnswerer } from '../overrides/override-answerer';
import { ConversationAdmission } from '../quotas/conversation-admission';
import { refusalResponse } from '../quotas/refusal-response';
import { AnswerCache } from './answer-cache';
import { LiveAssistants } from './live-assistants';
import { RetrievalService } from './retrieval.service';
import { sentimentScore } from './sentiment';

export const MAX_MESSAGE_CHARS = 1000;
/** The assistant's answer to "can I talk to a person?"; the chat shows the contact form under it. */
export const HANDOFF_OFFER =
  "Of course. I can pass this conversation on to a person on the team. Leave your name and an email address or phone number below, and they'll get back to you.";
const HISTORY_TURNS = 3;

/** A provider's answer, or the owner's own (an override cites the business, with no page to link). */
type ChatAnswer = Omit<AnswerResult, 'sources'> & { sources: ChatSource[] };

export interface ChatClient {
  ip: string;
}

/** Answers a visitor's question from the assistant's own knowledge, and records the exchange. */
@Injectable()
export class ChatService {
  constructor(
    private readonly liveAssistants: LiveAssistants,
    private readonly admission: ConversationAdmission,
    private readonly conversations: ConversationRepository,
    private readonly retrieval: RetrievalService,
    private readonly limiter: RateLimiterService,
    private readonly answers: AnswerCache,
    private readonly overrides: OverrideAnswerer,
    private readonly followUps: FollowUpRepository,
    @Inject(ANSWER_PROVIDER) private readonly provider: AnswerProvider,
  ) {}

  async ask(
    assistantId: string,
    request: ChatRequest,
    client: ChatClient,
    onToken?: (token: string) => void,
  ): Promise<ChatResponse> {
    const started = performance.now();
    const question = cleanQuestion(request.message);
    const assistant = await this.liveAssistants.get(assistantId);
    // The visitor id is the client's word; the address budget keeps one client inventing ids from
    // spending more than its share of the assistant's, which is spent only if both had room.
    await this.limiter.consumeAll([
      ['chatVisitor', `${assistant.id}:${request.visitorId ?? client.ip}`],
      ['chatIp', `${assistant.id}:${clientNetwork(client.ip)}`],
      ['chatAssistant', assistant.id],
    ]);

    // A new conversation must fit the plan or trial (api/src/quotas); one in progress may finish.
    const { conversation, refusal } = await this.admission.admit(assistant, request.conversationId);
    if (refusal) return refusalResponse(refusal, onToken);
    const history = conversation
      ? await this.conversations.recentMessages(conversation.id, HISTORY_TURNS)
      : [];
    const { result, answeredBy } = await this.reply(assistant, question, history, onToken);
    const handoff =
      answeredBy === 'handoff' || (await this.secondDeclineOffersPerson(assistant.id, result, history));
    // Page text must not reach a browser as an image, a script link or HTML, whichever provider answered.
    const answer = safeMarkdown(stripInvisible(result.answer));
    const recorded = await this.conversations.record(
      {
        conversationId: conversation?.id,
        assistantId: assistant.id,
        question,
        answer,
        sources: result.sources,
        answered: result.answered,
        confidence: result.confidence,
        latencyMs: Math.round(performance.now() - started),
        sentiment: sentimentScore(question),
        provider: answeredBy,
      },
      conversation
        ? null
        : {
            visitorId: request.visitorId?.slice(0, 100) ?? null,
            pageUrl: request.pageUrl?.slice(0, 2000) ?? null,
          },
    );
    return {
      conversationId: recorded.conversationId,
      messageId: recorded.messageId,
      answer,
      answered: result.answered,
      sources: result.sources,
      ...(handoff ? { handoff: true } : {}),
    };
  }

  /**
   * Who answers, in order: an offer of a person to a visitor asking for one, the owner's own answer (it wins
   * over the site's text, whichever provider is configured), else the provider over the site's passages.
   */
  private async reply(
    assistant: AssistantEntity,
    question: string,
    history: MessageEntity[],
    onToken?: (token: string) => void,
  ): Promise<{ result: ChatAnswer; answeredBy: string }> {
    if (isHumanRequest(question)) {
      onToken?.(HANDOFF_OFFER);
      return {
        result: { answer: HANDOFF_OFFER, answered: true, sources: [], confidence: 1 },
        answeredBy: 'handoff',
      };
    }
    const override = await this.overrides.answerFor(assistant, question);
    if (override) {
      onToken?.(safeMarkdown(stripInvisible(override.answer)));
      return { result: override, answeredBy: 'override' };
    }
    return { result: await this.answer(assistant, question, history, onToken), answeredBy: this.provider.id };
  }

  /** A second decline in a row offers a person too, when the owner turned that on. */
  private async secondDeclineOffersPerson(
    assistantId: string,
    result: ChatAnswer,
    history: MessageEntity[],
  ): Promise<boolean> {
    if (result.answered || history.at(-1)?.answered !== false) return false;
    return this.followUps.offersAfterTwoDeclines(assistantId);
  }

  async feedback(assistantId: string, messageId: string, helpful: boolean): Promise<void> {
    const saved =
      isUuid(messageId) &&
      isUuid(assistantId) &&
      (await this.conversations.setFeedback(assistantId, messageId, helpful ? 1 : -1));
    if (!saved) throw new DomainError('NOT_FOUND', 'That message does not exist');
  }

  /** The provider's answer over the retrieved passages; an opening question may be answered from the cache. */
  private async answer(
    assistant: AssistantEntity,
    question: string,
    history: MessageEntity[],
    onToken?: (token: string) => void,
  ): Promise<AnswerResult> {
    const conversionId = assistant.activeConversionId!;
    const cacheable = history.length === 0 && this.provider.id === 'local';
    const cached = cacheable ? this.answers.get(conversionId, question) : undefined;
    if (cached) {
      onToken?.(cached.answer);
      return cached;
    }
    const passages = await this.retrieval.retrieve(conversionId, assistant.brand, question);
    const input = {
      question,
      brandKey: assistant.brand,
      assistantName: assistant.name,
      contact: assistant.contact,
      passages,
      history: history.flatMap((turn) => [
        { role: 'user' as const, text: turn.question },
        { role: 'assistant' as const, text: turn.answer },
      ]),
    };
    const result =
      onToken && this.provider.stream
        ? await this.provider.stream(input, onToken)
        : await this.provider.answer(input);
    if (cacheable) this.answers.set(conversionId, question, result);
    return result;
  }
}

/** Invisible characters are stripped at ingest and render; an empty or overlong question is refused. */
export function cleanQuestion(message: unknown): string {
  const text = typeof message === 'string' ? stripInvisible(message).trim() : '';
  if (!text)
    throw new DomainError('VALIDATION_FAILED', 'Please type a question', {
      message: 'Please type a question',
    });
  if (text.length > MAX_MESSAGE_CHARS)
    throw new DomainError('MESSAGE_TOO_LONG', undefined, {
      message: `Please keep your question under ${MAX_MESSAGE_CHARS} characters`,
    });
  return text;
}
