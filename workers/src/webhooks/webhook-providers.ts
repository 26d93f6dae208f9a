import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@gptsite/server';
import { WebhookSender } from './webhook-sender';

export const WEBHOOK_USER_AGENT = 'GPTsite-Webhooks/1.0 (+https://gptsite.ai/webhooks)';

/** The webhook sender, built once per worker process from the config. */
export const WEBHOOK_PROVIDERS: Provider[] = [
  {
    provide: WebhookSender,
    useFactory: (config: AppConfig) =>
      new WebhookSender({ userAgent: WEBHOOK_USER_AGENT, allowedHosts: config.crawl.allowedHosts }),
    inject: [APP_CONFIG],
  },
];
