import { Injectable } from '@nestjs/common';
import { RetrievalService } from '../chat/retrieval.service';
import { LiveAssistants } from '../chat/live-assistants';
import { RateLimiterService } from '../common/rate-limiter.service';
import type { SearchRequest, SearchResponse } from './search-request.schema';

/**
 * Hit testing: the passages the chat's own retrieval gives for a question, so an owner sees what the
 * assistant would answer from (and the eval measures retrieval recall apart from answer choice).
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly liveAssistants: LiveAssistants,
    private readonly retrieval: RetrievalService,
    private readonly limiter: RateLimiterService,
  ) {}

  async search(assistantId: string, request: SearchRequest, client: { ip: string }): Promise<SearchResponse> {
    const assistant = await this.liveAssistants.get(assistantId);
    // The same budgets as a chat question: a search costs what a question costs.
    await this.limiter.consumeAll([
      ['chatVisitor', `${assistant.id}:${client.ip}`],
      ['chatAssistant', assistant.id],
    ]);
    const passages = await this.retrieval.retrieve(
      assistant.activeConversionId!,
      assistant.brand,
      request.query,
      request.limit,
    );
    return {
      results: passages.map((passage) => ({
        url: passage.url,
        title: passage.title,
        text: passage.text,
        score: passage.score,
      })),
    };
  }
}
