import type { SemanticIndexView } from '@gptsite/shared';

/**
 * One line on the owner's summary about the background semantic index: the assistant already answers
 * from the site's exact words; once every passage is read by the sentence model it also understands
 * questions put in other words.
 */
export function SemanticIndexLine({ index }: { index: SemanticIndexView }) {
  const counted = `${index.embedded.toLocaleString('en')} of ${index.total.toLocaleString('en')} passages`;
  const text =
    index.status === 'ready'
      ? `Understands questions in other words: all ${index.total.toLocaleString('en')} passages read.`
      : index.status === 'failed'
        ? 'Answers match your site’s own words; understanding other wordings is unavailable right now.'
        : `Learning to understand questions in other words: ${counted} read. Answers use your site’s own words until then.`;
  return (
    <p className="muted" role="status">
      {text}
    </p>
  );
}
