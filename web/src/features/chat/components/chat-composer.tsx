import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';

const MAX_QUESTION_LENGTH = 1000;

interface ChatComposerProps {
  onSend: (question: string) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** Enter sends, Shift+Enter adds a line. */
export function ChatComposer({ onSend, disabled, placeholder = 'Type your question…' }: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const send = () => {
    if (disabled || !text.trim()) return;
    onSend(text);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <form className="composer" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Your question
      </label>
      <textarea
        id={id}
        rows={1}
        value={text}
        maxLength={MAX_QUESTION_LENGTH}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button" disabled={disabled || !text.trim()}>
        Send
      </button>
    </form>
  );
}
