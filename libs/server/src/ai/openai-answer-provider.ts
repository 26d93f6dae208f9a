import type OpenAI from 'openai';
import { stripInvisible } from '@gptsite/shared';
import { buildAnswerMessages, NOT_IN_CONTEXT } from './answer-prompt';
import type { AnswerInput, AnswerProvider, AnswerResult, AnswerSource } from './answer-provider';
import { CitationRewriter } from './citation-rewriter';
import { declinedResult } from './decline-message';
import { aiUnavailable, openAIClient, type OpenAIConnection } from './openai-client';

/**
 * Answers with a chat model (OpenAI or any compatible server) from the retrieved passages. The model
 * replies NOT_IN_CONTEXT when the passages do not hold the answer; we then decline with the brand's
 * wording and the contact details, exactly like the local provider. Streaming holds back output while
 * it could still be that sentinel, and rewrites citation markers as they arrive (citation-rewriter.ts).
 */

export interface OpenAIAnswerOptions extends OpenAIConnection {
  model: string;
  temperature?: number;
  maxTokens?: number;
  /** A stream that sends nothing for this long is aborted (the request timeout covers connecting only). */
  idleTimeoutMs?: number;
}

/** How sure we are of a remote answer: the model does not report it, so this reflects citation only. */
const CITED_CONFIDENCE = 0.9;
const UNCITED_CONFIDENCE = 0.7;
/** When the model cites nothing, the best passages stand in as sources. */
const FALLBACK_SOURCES = 2;

function topSources(input: AnswerInput): AnswerSource[] {
  const sources: AnswerSource[] = [];
  for (const { title, url } of input.passages) {
    if (sources.length >= FALLBACK_SOURCES) break;
    if (!sources.some((source) => source.url === url)) sources.push({ title, url });
  }
  return sources;
}

function resultFrom(text: string, rewriter: CitationRewriter, input: AnswerInput): AnswerResult {
  const answer = text.trim();
  if (answer.includes(NOT_IN_CONTEXT) || answer.length === 0) return declinedResult(input);
  const cited = rewriter.sources();
  return {
    answer,
    answered: true,
    sources: cited.length > 0 ? cited : topSources(input),
    confidence: cited.length > 0 ? CITED_CONFIDENCE : UNCITED_CONFIDENCE,
  };
}

export class OpenAIAnswerProvider implements AnswerProvider {
  readonly id = 'openai' as const;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAIAnswerOptions) {
    this.client = openAIClient(options, 30_000);
  }

  private request(input: AnswerInput): OpenAI.Chat.ChatCompletionCreateParamsNonStreaming {
    return {
      model: this.options.model,
      messages: buildAnswerMessages(input),
      temperature: this.options.temperature ?? 0.1,
      max_tokens: this.options.maxTokens ?? 600,
    };
  }

  async answer(input: AnswerInput): Promise<AnswerResult> {
    if (input.passages.length === 0) return declinedResult(input);
    let completion: OpenAI.Chat.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create(this.request(input));
    } catch (error) {
      throw aiUnavailable(error, 'chat completion');
    }
    const rewriter = new CitationRewriter(input.passages);
    const raw = stripInvisible(completion.choices[0]?.message?.content ?? '');
    return resultFrom(rewriter.push(raw) + rewriter.flush(), rewriter, input);
  }

  async stream(input: AnswerInput, onToken: (token: string) => void): Promise<AnswerResult> {
    if (input.passages.length === 0) return this.emitDecline(input, onToken);
    const rewriter = new CitationRewriter(input.passages);
    let raw = '';
    let shown = '';
    let released = false;
    try {
      const stream = await this.client.chat.completions.create({ ...this.request(input), stream: true });
      for await (const delta of this.withIdleTimeout(stream)) {
        raw += delta;
        // Hold output back while it could still be the sentinel, so "NOT_IN…" never reaches a visitor.
        if (!released && NOT_IN_CONTEXT.startsWith(raw.trimStart())) continue;
        const visible = rewriter.push(released ? delta : raw);
        released = true;
        shown += visible;
        if (visible) onToken(visible);
      }
    } catch (error) {
      throw aiUnavailable(error, 'chat completion stream');
    }
    if (raw.includes(NOT_IN_CONTEXT))
      return released ? declinedResult(input) : this.emitDecline(input, onToken);
    // A very short reply can end while it still looked like the start of the sentinel.
    const rest = (released ? '' : rewriter.push(raw)) + rewriter.flush();
    if (rest) onToken(rest);
    return resultFrom(shown + rest, rewriter, input);
  }

  private emitDecline(input: AnswerInput, onToken: (token: string) => void): AnswerResult {
    const result = declinedResult(input);
    onToken(result.answer);
    return result;
  }

  /** Content deltas of a streamed completion; aborts the stream when it goes quiet. */
  private async *withIdleTimeout(
    stream: AsyncIterable<OpenAI.Chat.ChatCompletionChunk> & { controller: AbortController },
  ): AsyncGenerator<string> {
    const idleMs = this.options.idleTimeoutMs ?? 20_000;
    let timer = setTimeout(() => stream.controller.abort(), idleMs);
    try {
      for await (const chunk of stream) {
        clearTimeout(timer);
        timer = setTimeout(() => stream.controller.abort(), idleMs);
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) yield delta;
      }
    } finally {
      clearTimeout(timer);
    }
  }
}
