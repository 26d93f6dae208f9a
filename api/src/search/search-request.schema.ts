import { stripInvisible } from '@gptsite/shared';
import { z } from 'zod';
import { MAX_MESSAGE_CHARS } from '../chat/chat.service';

export const MAX_SEARCH_RESULTS = 20;
export const DEFAULT_SEARCH_RESULTS = 5;

/**
 * A hit-testing query is held to the same rules as a visitor's question (invisible characters stripped
 * before the length is checked), since it is answered by the same retrieval.
 */
export const searchRequestSchema = z.object({
  query: z
    .string({ required_error: 'Please type a question to search for', invalid_type_error: 'must be text' })
    .transform((query) => stripInvisible(query).trim())
    .pipe(
      z
        .string()
        .min(1, 'Please type a question to search for')
        .max(
          MAX_MESSAGE_CHARS,
          `Please keep your question under ${MAX_MESSAGE_CHARS.toLocaleString('en-US')} characters`,
        ),
    ),
  limit: z
    .number({ invalid_type_error: `must be a whole number from 1 to ${MAX_SEARCH_RESULTS}` })
    .int(`must be a whole number from 1 to ${MAX_SEARCH_RESULTS}`)
    .min(1, `must be a whole number from 1 to ${MAX_SEARCH_RESULTS}`)
    .max(MAX_SEARCH_RESULTS, `must be at most ${MAX_SEARCH_RESULTS}`)
    .default(DEFAULT_SEARCH_RESULTS),
});

export type SearchRequest = z.infer<typeof searchRequestSchema>;

export interface SearchResult {
  url: string;
  title: string;
  text: string;
  score: number;
}

export interface SearchResponse {
  results: SearchResult[];
}
