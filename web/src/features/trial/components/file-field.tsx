import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@gptsite/shared';
import { useRef } from 'react';
import { formatBytes } from '../../../lib/format';

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
      {files.length ? (
        <ul className="file-list" aria-label="Selected documents">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>
                {file.name} <span className="muted">({formatBytes(file.size)})</span>
              </span>
              <button
                type="button"
                className="link-button"
                onClick={() => onChange(files.filter((_, position) => position !== index))}
              >
                Remove<span className="visually-hidden"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
