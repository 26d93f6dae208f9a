import type { Brand } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { errorStatus } from '../../../lib/api-client';
import { demoAssistantQueryOptions } from '../api/get-demo-assistant';
import { AssistantChat } from './assistant-chat';
import { ChatPanel } from './chat-panel';

/**
 * The landing page's demo: a real assistant built from a demo site, answering through the real chat API.
 * Until one exists it shows the greeting and sample questions with a note, never made-up answers.
 */
export function DemoChat({ brand, variant = 'card' }: { brand: Brand; variant?: 'card' | 'full' }) {
  const demo = useQuery(demoAssistantQueryOptions(brand.key));
  const questions = [
    brand.exampleQuestion,
    ...brand.sampleQuestions.filter((question) => question !== brand.exampleQuestion),
  ];
  const fallback = { name: `${brand.name} demo`, greeting: brand.greeting, suggestedQuestions: questions };

  if (demo.data?.assistantId)
    return <AssistantChat assistantId={demo.data.assistantId} fallback={fallback} variant={variant} />;
  // 404: the demo's build has not started yet; 409 (ASSISTANT_NOT_READY): its sample site is being read.
  const warmingUp = errorStatus(demo.error) === 404 || errorStatus(demo.error) === 409;
  const note = demo.isPending
    ? 'Connecting to the live demo…'
    : warmingUp
      ? `The ${brand.name} demo is warming up. It answers only from a real sample website, so it will be ready once that site has been read — start your own trial to see it on yours.`
      : `The ${brand.name} demo can't be reached right now. Please try again in a moment.`;
  return (
    <ChatPanel
      name={fallback.name}
      greeting={fallback.greeting}
      suggestedQuestions={questions}
      note={note}
      variant={variant}
    />
  );
}
