import { sendHandoff } from '../api/send-handoff';
import { ContactForm } from './contact-form';

export interface HandoffOfferProps {
  assistantId: string;
  conversationId: () => string | undefined;
  onDecline: () => void;
}

/**
 * Under the assistant's offer to pass the conversation on: the visitor's contact for the team, and
 * afterwards an honest sentence about when to expect a reply (the server's, as hours are not known).
 */
export function HandoffOffer({ assistantId, conversationId, onDecline }: HandoffOfferProps) {
  return (
    <li className="message message--assistant">
      <ContactForm
        intro="Pass this conversation to a person on the team"
        fields={{ name: true, email: true, phone: true }}
        extra={{ label: 'Anything the team should know? (optional)', multiline: true }}
        submitLabel="Pass it on"
        requireName
        onDecline={onDecline}
        onSubmit={async (values) => {
          const id = conversationId();
          if (!id) throw new Error('Please ask a question first, then ask for a person');
          const created = await sendHandoff(assistantId, {
            conversationId: id,
            name: values.name?.trim() ?? '',
            email: values.email,
            phone: values.phone,
            message: values.extra,
          });
          return created.expectedReply;
        }}
        thanks={(values, reply) =>
          `Thanks, ${values.name?.trim()}. Your conversation has been passed on. ${reply ?? 'The team will be in touch.'} You can keep asking me questions meanwhile.`
        }
      />
    </li>
  );
}
