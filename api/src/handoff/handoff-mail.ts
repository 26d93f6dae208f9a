import type { AssistantEntity, FollowUpEntity, MessageEntity } from '@gptsite/server';

/** Longest answer quoted in the mail; the dashboard has the whole conversation. */
const ANSWER_QUOTE_MAX = 600;

/** The owner's mail for a follow-up: who, how to reach them, the transcript, and the dashboard link. */
export function handoffMail(
  assistant: AssistantEntity,
  followUp: FollowUpEntity,
  transcript: MessageEntity[],
  link: string,
): { subject: string; text: string } {
  const urgent = followUp.priority === 'high' ? '[High priority] ' : '';
  const lines = [
    `${followUp.name} asked ${assistant.name} to pass their conversation to a person.`,
    '',
    `Name: ${followUp.name}`,
    followUp.email ? `Email: ${followUp.email}` : null,
    followUp.phone ? `Phone: ${followUp.phone}` : null,
    `Priority: ${followUp.priority}`,
    followUp.message ? `Their message: ${followUp.message}` : null,
    '',
    'Transcript:',
    ...transcript.flatMap((message) => [
      `Visitor: ${message.question}`,
      `Assistant: ${quote(message.answer)}`,
    ]),
    '',
    `They were told the team will reply within one business day. Reply to them, then mark the follow-up responded in your dashboard: ${link}`,
  ];
  return {
    subject: `${urgent}${followUp.name} would like to talk to a person (${assistant.name})`,
    text: lines.filter((line): line is string => line !== null).join('\n'),
  };
}

function quote(answer: string): string {
  const flat = answer.replace(/\s+/g, ' ').trim();
  return flat.length > ANSWER_QUOTE_MAX ? `${flat.slice(0, ANSWER_QUOTE_MAX)}…` : flat;
}
