import { Controller, Get, Head, HttpCode, HttpException, HttpStatus } from '@nestjs/common';
import { SystemStatusService } from '../system/system-status.service';

/** Liveness for browsers and load balancers: 200 while the API can serve (its database answers). */
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
    if ((await this.status.databaseHealth()) !== 'operational') {
      throw new HttpException('The database is not answering', HttpStatus.SERVICE_UNAVAILABLE);
    }
  }
}
