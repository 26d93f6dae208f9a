import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, fieldMessage, type ConversionView } from '@gptsite/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { SelectedFiles } from '../../../components/ui/selected-files';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { filesError } from '../../../lib/document-files';
import { useAddDocuments } from '../api/add-documents';

const NONE_CHOSEN = fieldMessage('documents', 'Please choose at least one document');

/**
 * The owner's "upload more documents": the trial form's checks here, the server's again on arrival. The
 * built assistant reads them and answers from them once the rebuild finishes.
 */
export function AddDocuments({ view }: { view: ConversionView }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const addDocuments = useAddDocuments(view.id);
  const { toast } = useToast();
  const ready = view.status === 'completed';

  const choose = (next: File[]) => {
    setFiles(next);
    setProblem(filesError(next));
    addDocuments.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = files.length ? filesError(files) : NONE_CHOSEN;
    if (found) return setProblem(found);
    addDocuments.mutate(files, {
      onSuccess: () => {
        setFiles([]);
        toast({
          title: 'Reading your documents',
          description: 'Your assistant answers from them as soon as the rebuild finishes.',
          variant: 'success',
        });
      },
    });
  };
  const error = problem ?? (addDocuments.error ? errorMessage(addDocuments.error) : undefined);

  return (
    <form className="add-documents" onSubmit={submit} noValidate aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>Add documents</h3>
      <div className={error ? 'field field--invalid' : 'field'}>
        <label htmlFor={inputId}>Documents to add</label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          disabled={!ready}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            choose([...files, ...Array.from(event.target.files ?? [])]);
            // Clearing lets the same file be picked again after it was taken off the list.
            if (inputRef.current) inputRef.current.value = '';
          }}
        />
        <p id={hintId} className="field__hint">
          PDF, Word, Excel, text or RTF, each under {MAX_UPLOAD_BYTES / (1024 * 1024)} MB.
          {ready ? '' : ' You can add documents once the current build has finished.'}
        </p>
        <SelectedFiles
          files={files}
          label="Documents to add"
          removeLabel="Take off"
          onRemove={(index) => choose(files.filter((_, position) => position !== index))}
        />
        {error ? (
          <p id={errorId} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={!ready || addDocuments.isPending}>
        {addDocuments.isPending ? 'Uploading…' : 'Upload and add to the assistant'}
      </button>
      {addDocuments.isSuccess ? (
        <Alert tone="info">Your documents are being read; they appear in the sources below.</Alert>
      ) : null}
    </form>
  );
}
