import type { AnswerInput, AnswerProvider, AnswerResult } from './answer-provider';

/**
 * Uses the primary provider (the remote model) and, when it fails after its own retries, the fallback
 * (the local extractive answerer), so a visitor gets an answer from the site instead of an error while
 * the model is down. A decline is an answer, not a failure, and is not retried elsewhere.
 *
 * When a stream fails after some tokens were shown, the fallback's answer is returned without being
 * streamed: the caller replaces the streamed text with the final result, as it does for every answer.
 */

export type ProviderFailureListener = (error: unknown, provider: AnswerProvider) => void;

export class FallbackAnswerProvider implements AnswerProvider {
  readonly id: AnswerProvider['id'];

  constructor(
    private readonly primary: AnswerProvider,
    private readonly fallback: AnswerProvider,
    private readonly onFailure: ProviderFailureListener = () => undefined,
  ) {
    this.id = primary.id;
  }

  async answer(input: AnswerInput): Promise<AnswerResult> {
    try {
      return await this.primary.answer(input);
    } catch (error) {
      this.onFailure(error, this.primary);
      return this.fallback.answer(input);
    }
  }

  async stream(input: AnswerInput, onToken: (token: string) => void): Promise<AnswerResult> {
    let emitted = false;
    const forward = (token: string): void => {
      emitted = true;
      onToken(token);
    };
    try {
      return this.primary.stream
        ? await this.primary.stream(input, forward)
        : await this.streamWhole(this.primary, input, forward);
    } catch (error) {
      this.onFailure(error, this.primary);
      if (emitted) return this.fallback.answer(input);
      return this.fallback.stream
        ? this.fallback.stream(input, onToken)
        : this.streamWhole(this.fallback, input, onToken);
    }
  }

  private async streamWhole(
    provider: AnswerProvider,
    input: AnswerInput,
    onToken: (token: string) => void,
  ): Promise<AnswerResult> {
    const result = await provider.answer(input);
    onToken(result.answer);
    return result;
  }
}
