/**
 * When the remote AI last failed in this process (after the SDK's retries), so the status page can
 * report an outage its `GET /models` probe cannot see: a server that lists its models but fails every
 * completion or embedding is down for visitors, even though each of them still gets a local answer.
 */
export class RemoteAiFailures {
  private lastFailureAt = Number.NEGATIVE_INFINITY;

  record(): void {
    this.lastFailureAt = Date.now();
  }

  /** Whether a remote call failed in the last `ms` milliseconds. */
  within(ms: number): boolean {
    return Date.now() - this.lastFailureAt < ms;
  }
}
