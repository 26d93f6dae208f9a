import { Controller, Get, Head, HttpCode, HttpException, HttpStatus } from '@nestjs/common';
import { SystemStatusService } from '../system/system-status.service';

/**
 * Liveness for browsers and load balancers: 200 while the API can serve, that is while its database and
 * Redis both answer (without Redis no trial, question or conversion page can be served).
 */
@Controller('api/health')
export class HealthController {
  constructor(private readonly status: SystemStatusService) {}

  @Head()
  @HttpCode(200)
  async head(): Promise<void> {
    await this.assertServing();
  }

  @Get()
  async get(): Promise<{ status: 'ok'; time: string }> {
    await this.assertServing();
    return { status: 'ok', time: new Date().toISOString() };
  }

  private async assertServing(): Promise<void> {
    const [database, redis] = await Promise.all([this.status.databaseHealth(), this.status.redisHealth()]);
    if (database !== 'operational') {
      throw new HttpException('The database is not answering', HttpStatus.SERVICE_UNAVAILABLE);
    }
    if (redis !== 'operational') {
      throw new HttpException(
        'Redis (queues, rate limits, live updates) is not answering',
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    }
  }
}
