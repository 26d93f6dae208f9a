import type { AssistantProfile, ChatResponse, ConversionView, CoverageReport } from '@gptsite/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { expect, type DiagnosticGroup } from './diagnostic-types';

/** What an owner's dashboard needs for one conversion, checked call by call. */
export function dashboardChecks(conversionId: string): DiagnosticGroup {
  const base = `/api/v1/conversions/${encodeURIComponent(conversionId)}`;
  const conversion = () => apiGet<ConversionView>(base);
  return {
    id: 'dashboard',
    name: `Dashboard for ${conversionId}`,
    description: 'Conversion, sources, assistant, a test question and the live page.',
    tests: [
      {
        id: 'conversion',
        name: 'Conversion loads',
        run: async () => {
          const view = await conversion();
          return `${view.status} at ${view.stage}, ${view.progress}%`;
        },
      },
      {
        id: 'sources',
        name: 'Coverage report loads',
        run: async () => {
          const report = await apiGet<CoverageReport>(`${base}/sources`);
          return `${report.sources.length} sources, ${report.totals.indexed ?? 0} indexed`;
        },
      },
      {
        id: 'assistant',
        name: 'Assistant profile loads',
        run: async () => {
          const view = await conversion();
          const profile = await apiGet<AssistantProfile>(`/api/v1/assistants/${view.assistantId}`);
          return `${profile.name} (${profile.status})`;
        },
      },
      {
        id: 'chat',
        name: 'Assistant answers a test question',
        run: async () => {
          const view = await conversion();
          const profile = await apiGet<AssistantProfile>(`/api/v1/assistants/${view.assistantId}`);
          const question = profile.suggestedQuestions[0] ?? 'What are your opening hours?';
          const reply = await apiPost<ChatResponse>(`/api/v1/assistants/${view.assistantId}/messages`, {
            message: question,
          });
          expect(typeof reply.answer === 'string' && reply.answer.length > 0, 'empty answer');
          return `${reply.answered ? 'answered' : 'declined'} with ${reply.sources.length} sources`;
        },
      },
      {
        id: 'live',
        name: 'Live page is reachable',
        run: async () => {
          const view = await conversion();
          expect(view.liveUrl, 'no live address yet');
          const response = await fetch(view.liveUrl, { credentials: 'include' });
          expect(response.ok, `${view.liveUrl} answered ${response.status}`);
          return view.liveUrl;
        },
      },
    ],
  };
}
