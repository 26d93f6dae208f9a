import type { LeadCaptureProfile } from '@gptsite/shared';
import { sendLead } from '../api/send-lead';
import { ContactForm } from './contact-form';

export interface LeadPromptProps {
  assistantId: string;
  capture: LeadCaptureProfile;
  /** The conversation so far (none before the first question). */
  conversationId: () => string | undefined;
  /** A lead left before the first question starts the conversation the questions then join. */
  onConversation: (conversationId: string) => void;
  visitorId: string;
  onDecline: () => void;
}

/** The assistant asking, politely, for the visitor's contact details, as the owner set it up. */
export function LeadPrompt({
  assistantId,
  capture,
  conversationId,
  onConversation,
  visitorId,
  onDecline,
}: LeadPromptProps) {
  const custom = capture.fields.custom && capture.customQuestion;
  return (
    <li className="message message--assistant">
      <ContactForm
        intro="Would you like the team to follow up with you? Leave your details and they will get in touch."
        fields={capture.fields}
        extra={custom ? { label: custom } : undefined}
        submitLabel="Send my details"
        onDecline={onDecline}
        onSubmit={async (values) => {
          const created = await sendLead(assistantId, {
            conversationId: conversationId(),
            visitorId,
            pageUrl: window.location.href,
            name: values.name,
            email: values.email,
            phone: values.phone,
            answer: custom ? values.extra : undefined,
          });
          onConversation(created.conversationId);
        }}
        thanks={(values) =>
          `Thank you${values.name?.trim() ? `, ${values.name.trim()}` : ''}! The team will be in touch. Feel free to keep asking questions.`
        }
      />
    </li>
  );
}
