import type { BrandKey } from '@gptsite/shared';
import type { AnswerPassage } from '../ai/answer-provider';
import type { Embedder, SemanticEmbedder } from '../ai/embedder';
import { fullTextTerms, withCompletions } from '../ai/full-text-query';
import { expandQuery } from '../ai/query-expander';
import { reciprocalRankFusion, type FusedResult } from '../ai/rank-fusion';
import { candidatePoolSize, finalRanking, isArticle } from '../ai/retrieval-ranking';
import type { KnowledgeIndex } from './knowledge-index';

/**
 * The one retrieval: chat, hit testing, suggested questions and the quality harnesses all find passages
 * with it. Full-text ranking (exact words, names, numbers, the question's phrases) and vector similarity
 * (paraphrases) are fused by reciprocal rank so neither score scale has to be calibrated against the other;
 * then the passages holding the asked-for kind of fact move up and no page takes more than its share
 * (ai/retrieval-ranking.ts). Each passage carries how common the question's words are across the site,
 * for the answerer's word weights.
 */

/** How deep each retriever looks before fusion; the answerer reads the best few after it. */
export const RETRIEVAL_CANDIDATES = 30;
/**
 * Passages the answerer reads. Tuning half, offline answers over the recorded knowledge
 * (`EVAL_ANSWER=1 EVAL_PASSAGES=n npm run eval:retrieval`, 2026-12-07): 5 passages 503 right / 56 wrong /
 * 7 unanswerable answered, 6 passages 508 / 58 / 9, 8 passages 508 / 66 / 9 — more passages bring more
 * on-topic sentences that are not the answer.
 */
export const ANSWER_PASSAGES = 6;

/**
 * How much the sentence model's ranking counts in the fusion. Measured first on 123 labelled questions
 * of the three real sites (chat-quality + development sets, in memory; ai/README.md): hit@5 / MRR with
 * full text + hashing 0.984 / 0.856; adding the model at weight 1, 0.5, 0.25, 0.1: 0.919 / 0.778,
 * 0.927 / 0.800, 0.935 / 0.823, 0.951 / 0.850 — on questions written from those sites' own wording the
 * model only cost, so it joined only where full text found almost nothing. On the eval corpus's tuning
 * half of real sites never tuned on (31 sites, 807 answerable questions) the model in every fusion at
 * weight 1 took recall@5 from 696 to 702 and answers from 332 right / 60 wrong to 331 / 57: visitors do not
 * write in the site's words. Where full text finds almost nothing ("Can I bring my dog?" against
 * "Four-legged friends are welcome") the model is the one signal that reads meaning: it counts double,
 * and the few passages full text did find lead.
 */
export const SEMANTIC_FUSION = { belowLexicalHits: 3, fewHitsWeight: 2, weight: 1 } as const;

/**
 * Reciprocal rank fusion's k. The paper's 60 suits long rankings of many systems; ours are three lists
 * of 30, where a passage first in all three scored only 13% above one tenth in all three, so the 15%
 * boost for holding the asked kind of fact (retrieval-ranking.ts) sank unanimous first places ("Can I pay
 * your fee out of my refund…": the payment page, first by full text, hashing and the model, came 7th).
 * Tuning half, retrieval replay over the recorded knowledge (39 sites, 1,009 answerable questions):
 * recall@5 896 at k = 60, 901 at 30, 904 at 20, 907 at 10, 909 at 5; the offline answers over the new
 * passages 439 right / 62 wrong (k = 60), 439 / 63 (10), 439 / 65 (20), 437 / 65 (5).
 */
const FUSION_K = 10;

export interface RetrievalModels {
  /** The index's own embedder (its vectors' model); null retrieves by full text alone. */
  embedder: Embedder | null;
  /** The sentence model, when this process has one and the index holds its vectors. */
  semantic: SemanticEmbedder | null;
  /** Told when a question could not be embedded; retrieval then goes on without that side. */
  onEmbedFailure?: (embedder: Embedder, error: unknown) => void;
}

export async function retrieve(
  index: KnowledgeIndex,
  question: string,
  brand: BrandKey,
  models: RetrievalModels,
  limit = ANSWER_PASSAGES,
): Promise<AnswerPassage[]> {
  const query = expandQuery(question, brand);
  const vector = models.embedder ? await embedQuestion(models.embedder, query.text, models) : null;
  const terms = withCompletions(fullTextTerms(query), index.fullText);
  const lexical = index.fullText.search(terms, RETRIEVAL_CANDIDATES).map((hit) => ({
    id: index.passages[hit.index].id,
    score: hit.score,
  }));
  const semantic = vector ? index.vectors.search(vector, RETRIEVAL_CANDIDATES) : [];
  const siteFrequencies = index.statistics.frequencies(query.concepts);
  const lists = [lexical.map((hit) => hit.id), semantic.map((hit) => hit.id)];
  const model = await modelRanking(index, question, models);
  const fewHits = lexical.length < SEMANTIC_FUSION.belowLexicalHits;
  const fused = reciprocalRankFusion(model ? [...lists, model] : lists, {
    k: FUSION_K,
    weights: [1, 1, fewHits ? SEMANTIC_FUSION.fewHitsWeight : SEMANTIC_FUSION.weight],
  });
  // Where full text found almost nothing, what it did find are the only passages holding the visitor's
  // own words ("acupuncture" in one staff bio), and they lead. Fused by rank alone, a passage first in
  // both word rankings fell below passages the model ranked middling.
  const ranked = model && fewHits ? leading(fused, lists[0]) : fused;
  const pool = ranked.slice(0, candidatePoolSize(limit));
  const passages = new Map(
    pool.flatMap((hit) => {
      const passage = index.passage(hit.id);
      return passage ? [[hit.id, passage] as const] : [];
    }),
  );
  const chosen = finalRanking(question, pool, passages, limit);
  const lexicalScores = new Map(lexical.map((hit) => [hit.id, hit.score]));
  const vectorScores = new Map(semantic.map((hit) => [hit.id, hit.score]));
  return chosen.flatMap((hit) => {
    const passage = passages.get(hit.id);
    if (!passage) return [];
    return [
      {
        id: passage.id,
        title: passage.title,
        url: passage.url,
        heading: passage.heading ?? '',
        text: passage.text,
        score: hit.score,
        lexicalScore: lexicalScores.get(hit.id),
        vectorScore: vectorScores.get(hit.id),
        siteFrequencies,
        ...(isArticle(passage) ? { article: true } : {}),
      },
    ];
  });
}

/**
 * The fused ranking with `first` (in their own order) ahead of the rest: their scores are raised above
 * the best, so the last step's reordering by score keeps them in front.
 */
function leading(fused: readonly FusedResult[], first: readonly string[]): FusedResult[] {
  if (first.length === 0) return [...fused];
  const top = fused[0]?.score ?? 0;
  const lead = new Set(first);
  const ahead = first.flatMap((id, index) => {
    const hit = fused.find((candidate) => candidate.id === id);
    return hit ? [{ ...hit, score: top + (first.length - index) * top }] : [];
  });
  return [...ahead, ...fused.filter((hit) => !lead.has(hit.id))];
}

/**
 * The sentence model's ranking, when this process has the model and the index holds its vectors (the
 * background semantic indexing is done); null otherwise, without embedding the question (~10-20 ms of
 * CPU). The model reads the question as asked: the expansions are the hashing embedder's crutch.
 */
async function modelRanking(
  index: KnowledgeIndex,
  question: string,
  models: RetrievalModels,
): Promise<string[] | null> {
  const semantic = models.semantic;
  if (!semantic || !index.semanticVectors || index.semanticModel !== semantic.id) return null;
  if (!semantic.reads(question)) return null;
  const vector = await embedQuestion(semantic, question, models);
  return vector ? index.semanticVectors.search(vector, RETRIEVAL_CANDIDATES).map((hit) => hit.id) : null;
}

/** A question the embedder cannot embed (a remote API down) is still retrieved by full text. */
function embedQuestion(
  embedder: Embedder,
  text: string,
  models: RetrievalModels,
): Promise<Float32Array | null> {
  return embedder.embed([text]).then(
    ([embedded]) => embedded,
    (error: unknown) => {
      models.onEmbedFailure?.(embedder, error);
      return null;
    },
  );
}
