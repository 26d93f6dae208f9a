import { websiteFieldError, type ConversionView } from '@gptsite/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useChangeWebsite } from '../api/change-website';

/**
 * For a conversion that stopped at "Initializing": the address it could not read, editable, and a
 * retry with whatever the owner leaves there. Retrying an unreadable address unchanged could never
 * work, so the address is what the owner acts on; an unchanged one is still retried (the site may have
 * been down for a moment).
 */
export function WebsiteCorrection({ view }: { view: ConversionView }) {
  const id = useId();
  const location = useLocation();
  const change = useChangeWebsite(view.id);
  const [website, setWebsite] = useState(view.website);
  const [localError, setLocalError] = useState<string | null>(null);
  const serverError = change.error instanceof ApiError ? change.error : null;
  const fieldError = localError ?? serverError?.fields?.website ?? null;
  const otherError = change.error && !serverError?.fields?.website ? errorMessage(change.error) : null;
  const errorId = `${id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = websiteFieldError(website);
    setLocalError(problem);
    if (!problem) change.mutate(website.trim());
  };

  return (
    <form className="form website-correction" onSubmit={submit} noValidate>
      <div className={fieldError ? 'field field--invalid' : 'field'}>
        <label htmlFor={id}>Website address</label>
        <input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={website}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          onChange={(event) => {
            setWebsite(event.target.value);
            setLocalError(null);
          }}
        />
        {fieldError ? (
          <p id={errorId} className="field__error">
            {fieldError}
          </p>
        ) : null}
      </div>
      {otherError ? (
        <p className="field__error">
          Retry did not start: {otherError}
          {serverError?.status === 401 ? (
            <>
              {' '}
              <Link to={`/user/login?redirectUrl=${encodeURIComponent(location.pathname)}`}>Log in</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={change.isPending}>
        {change.isPending ? 'Retrying…' : 'Retry with this address'}
      </button>
    </form>
  );
}
