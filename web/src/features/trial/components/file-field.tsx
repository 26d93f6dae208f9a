import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@gptsite/shared';
import { useRef } from 'react';
import { SelectedFiles } from '../../../components/ui/selected-files';

interface FileFieldProps {
  id: string;
  files: File[];
  error?: string;
  onChange: (files: File[]) => void;
}

export function FileField({ id, files, error, onChange }: FileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const add = (list: FileList | null) => {
    if (!list) return;
    onChange([...files, ...Array.from(list)]);
    // Clearing lets the same file be picked again after it was removed.
    if (inputRef.current) inputRef.current.value = '';
  };
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        Documents <span className="field__optional">(optional)</span>
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => add(event.target.files)}
      />
      <p id={hintId} className="field__hint">
        Handbooks, fee schedules, brochures: PDF, Word, Excel, text or RTF, each under{' '}
        {MAX_UPLOAD_BYTES / (1024 * 1024)} MB.
      </p>
      <SelectedFiles
        files={files}
        label="Selected documents"
        removeLabel="Remove"
        onRemove={(index) => onChange(files.filter((_, position) => position !== index))}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
