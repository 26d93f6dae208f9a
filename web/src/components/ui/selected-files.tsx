import { formatBytes } from '../../lib/format';

interface SelectedFilesProps {
  files: File[];
  /** The list's accessible name ("Selected documents"). */
  label: string;
  /** The word on each file's button ("Remove", "Take off"); the file's name follows for screen readers. */
  removeLabel: string;
  onRemove: (index: number) => void;
}

/** Files picked for upload, each with its size and a button that takes it off the list. */
export function SelectedFiles({ files, label, removeLabel, onRemove }: SelectedFilesProps) {
  if (!files.length) return null;
  return (
    <ul className="file-list" aria-label={label}>
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`}>
          <span>
            {file.name} <span className="muted">({formatBytes(file.size)})</span>
          </span>
          <button type="button" className="link-button" onClick={() => onRemove(index)}>
            {removeLabel}
            <span className="visually-hidden"> {file.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
