import type { SourceView } from '@gptsite/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveSource } from '../api/remove-source';
import { uploadFileName } from '../utils/coverage';

/** Takes a page or an uploaded document out of the assistant's answers, after the owner confirms. */
export function RemoveSourceButton({
  conversionId,
  source,
  disabled,
}: {
  conversionId: string;
  source: SourceView;
  disabled?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveSource(conversionId);
  const name = uploadFileName(source) ?? source.title ?? source.url;
  const close = () => {
    setConfirming(false);
    remove.reset();
  };
  return (
    <>
      <button type="button" className="link-button" disabled={disabled} onClick={() => setConfirming(true)}>
        Remove<span className="visually-hidden"> {name}</span>
      </button>
      {confirming ? (
        <ConfirmDialog
          title={`Remove ${name}?`}
          description={
            source.origin === 'upload'
              ? 'Your assistant stops answering from this document and it is deleted. You can upload it again later.'
              : 'Your assistant stops answering from this page. A recrawl of your website reads it again.'
          }
          confirmLabel="Remove"
          pendingLabel="Removing…"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(source.id, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
    </>
  );
}
