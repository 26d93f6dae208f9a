import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, REMOTE_AI_FAILURES, type AppConfig, type RemoteAiFailures } from '@gptsite/server';
import type { SystemHealth } from '@gptsite/shared';

const CACHE_MS = 30_000;
/** A remote call that failed this recently (after its retries) means visitors are getting fallback answers. */
const RECENT_FAILURE_MS = 60_000;

/**
 * The local provider runs in-process, so it is up whenever the API is. A remote provider is down when
 * a chat answer or question embedding failed in the last minute (after the SDK's retries), and otherwise
 * probed (GET /models) at most every 30 s, so status checks never hammer it.
 */
@Injectable()
export class AiHealthProbe {
  private cached: { health: SystemHealth; at: number } | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REMOTE_AI_FAILURES) private readonly failures: RemoteAiFailures,
  ) {}

  get providerName(): string {
    return this.config.ai.provider;
  }

  async health(): Promise<SystemHealth> {
    if (this.config.ai.provider === 'local') return 'operational';
    // A server can list its models and still fail every completion; chat and retrieval report those.
    if (this.failures.within(RECENT_FAILURE_MS)) return 'outage';
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.health;
    const health = await this.probeRemote();
    this.cached = { health, at: Date.now() };
    return health;
  }

  private async probeRemote(): Promise<SystemHealth> {
    const base = (this.config.ai.openai.baseUrl ?? 'https://api.openai.com/v1').replace(/\/$/, '');
    try {
      const response = await fetch(`${base}/models`, {
        headers: { authorization: `Bearer ${this.config.ai.openai.apiKey ?? ''}` },
        signal: AbortSignal.timeout(2000),
      });
      return response.ok ? 'operational' : 'outage';
    } catch {
      return 'outage';
    }
  }
}
