import { Module } from '@nestjs/common';
import { TrialLifecycleService } from '@gptsite/server';
import { AccountsModule } from '../accounts/accounts.module';
import { ChatQuotaGate } from './chat-quota-gate';
import { ConversationAdmission } from './conversation-admission';
import { QuotaNotices } from './quota-notices.service';

/**
 * Plans and quotas in the api: the gate on new conversations (ConversationAdmission, for a question's and a
 * lead's alike) and the owner's quota mails, and the trial lifecycle's `convert` for checkout to call once a
 * plan is bought. (PlanSummaries, the dashboard's view of each assistant's plan, is provided by
 * AccountsModule beside the list it fills.)
 */
@Module({
  imports: [AccountsModule],
  providers: [ChatQuotaGate, ConversationAdmission, QuotaNotices, TrialLifecycleService],
  exports: [ChatQuotaGate, ConversationAdmission, TrialLifecycleService],
})
export class QuotasModule {}
