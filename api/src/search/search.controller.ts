import { Body, Controller, HttpCode, Ip, Param, Post, UseGuards } from '@nestjs/common';
import { AssistantAccessGuard } from '../accounts/assistant-access.guard';
import { AuthGuard } from '../accounts/auth.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { searchRequestSchema, type SearchRequest, type SearchResponse } from './search-request.schema';
import { SearchService } from './search.service';

@Controller('api/v1/assistants')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  /** Owner, admin of the brand and super admin only (api-contract.md, Knowledge search). */
  @Post(':assistantId/search')
  @UseGuards(AuthGuard, AssistantAccessGuard)
  @HttpCode(200)
  search(
    @Param('assistantId') assistantId: string,
    @Body(new ZodBodyPipe(searchRequestSchema)) body: SearchRequest,
    @Ip() ip: string,
  ): Promise<SearchResponse> {
    return this.searchService.search(assistantId, body, { ip });
  }
}
