import { FetchError, type FetchErrorCode } from '../fetch-error';

export const USER_AGENT = 'GPTsiteBot/1.0 (+https://gptsite.ai/bot)';

/** The FetchError a promise rejects with; fails the test if it resolves or throws something else. */
export async function failure(promise: Promise<unknown>): Promise<FetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchError) return error;
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

export async function expectCode(promise: Promise<unknown>, code: FetchErrorCode): Promise<void> {
  expect((await failure(promise)).code).toBe(code);
}
