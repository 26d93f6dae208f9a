import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { ANSWER_PROVIDER, type AnswerInput, type AnswerProvider } from '@gptsite/server';

/**
 * Records what the api's answerer is given for each question (the retrieved passages, the business's
 * contact details, the brand), so `replay.eval-spec.ts` can re-run answer selection over a tuning site's
 * questions in seconds instead of converting the site again. Tuning sites only: held-out inputs are
 * never written.
 */
export interface AnswerInputCapture {
  save(slug: string, file: string): void;
  clear(): void;
}

export function captureAnswerInputs(app: INestApplication): AnswerInputCapture {
  const provider = app.get<AnswerProvider>(ANSWER_PROVIDER);
  let inputs: AnswerInput[] = [];
  const answer = provider.answer.bind(provider);
  const stream = provider.stream?.bind(provider);
  provider.answer = (input) => {
    inputs.push(input);
    return answer(input);
  };
  if (stream)
    provider.stream = (input, onToken) => {
      inputs.push(input);
      return stream(input, onToken);
    };
  return {
    save(slug, file) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ slug, inputs }, null, 1)}\n`);
    },
    clear() {
      inputs = [];
    },
  };
}
