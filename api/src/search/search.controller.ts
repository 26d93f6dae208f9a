import { Body, Controller, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { searchRequestSchema, type SearchRequest, type SearchResponse } from './search-request.schema';
import { SearchService } from './search.service';

@Controller('api/v1/assistants')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  // TODO(accounts): the owner/admin guard goes here (owner, brand admin and super admin only).
  @Post(':assistantId/search')
  @HttpCode(200)
  search(
    @Param('assistantId') assistantId: string,
    @Body(new ZodBodyPipe(searchRequestSchema)) body: SearchRequest,
    @Ip() ip: string,
  ): Promise<SearchResponse> {
    return this.searchService.search(assistantId, body, { ip });
  }
}
