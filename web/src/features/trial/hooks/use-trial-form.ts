import {
  ERROR_CATALOGUE,
  fieldMessage,
  formNoticeOfKind,
  type BrandKey,
  type FormNotice,
  type TrialCreated,
  type TrialField,
  type TrialFound,
} from '@gptsite/shared';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateTrial } from '../api/create-trial';
import { storeViewToken } from '../../conversion/utils/view-token';
import { clearDraft, loadDraft, rememberTrial, saveDraft } from '../utils/trial-draft';
import { rememberSubmittedEmail } from '../utils/submitted-email';
import {
  emptyTrialValues,
  filesError,
  isUploadRefusal,
  serverFieldErrors,
  trialFieldErrors,
  type TrialErrors,
  type TrialValues,
} from '../utils/trial-values';

export interface SubmitFailure {
  message: string;
  status?: number;
}

const ORDER: ReadonlyArray<TrialField | 'files'> = [
  'brand',
  'name',
  'email',
  'phone',
  'website',
  'organization',
  'files',
];

function compact(errors: TrialErrors): TrialErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
}

export const firstInvalid = (errors: TrialErrors) => ORDER.find((name) => errors[name]);

function initialValues(defaultBrand: BrandKey): TrialValues {
  const draft = loadDraft();
  // The page's brand wins over a draft typed on another brand's page.
  return { ...emptyTrialValues(defaultBrand), ...draft, brand: defaultBrand };
}

/** Form state lives here; the server's answer lives in the mutation. Nothing typed is lost on failure. */
export function useTrialForm(
  defaultBrand: BrandKey,
  onCreated: (created: TrialCreated | TrialFound) => void,
) {
  const [values, setValues] = useState<TrialValues>(() => initialValues(defaultBrand));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<TrialErrors>({});
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  /** The notice above the form for a refusal shown under its fields (documents the server refused). */
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const mutation = useCreateTrial();

  const setField = <K extends keyof TrialValues>(name: K, value: TrialValues[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field shows an error, re-check it while the user types so it clears as soon as it is right.
    if (errors[name]) setErrors((current) => compact({ ...current, [name]: trialFieldErrors(next)[name] }));
  };

  const validateField = (name: TrialField) =>
    setErrors((current) => compact({ ...current, [name]: trialFieldErrors(values)[name] }));

  const changeFiles = (next: File[]) => {
    setFiles(next);
    setNotice(null);
    setErrors((current) => compact({ ...current, files: filesError(next) }));
  };

  /**
   * A refusal about the form's own fields (400 with `fields`, or an upload refused with 413/415) is shown
   * under those fields, with the spec's "Document Upload Issue" notice for documents; anything else opens
   * the form-exception dialog. Nothing typed or attached is lost either way.
   */
  const onError = (error: unknown) => {
    saveDraft(values);
    const refused = error instanceof ApiError ? fieldRefusal(error) : null;
    if (refused) {
      setErrors(refused);
      setNotice(refused.files ? formNoticeOfKind('upload', values.email) : null);
      return;
    }
    setFailure({
      message: errorMessage(error),
      status: error instanceof ApiError ? error.status : undefined,
    });
  };

  /** Returns the errors found before sending, so the form can move focus to the first one. */
  const submit = (): TrialErrors => {
    const found = compact({ ...trialFieldErrors(values), files: filesError(files) });
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length) return found;
    setFailure(null);
    mutation.mutate(
      { values, files },
      {
        onSuccess: (created) => {
          clearDraft();
          // Before navigating: the conversion page reads its progress with it.
          storeViewToken(created.conversionId, 'viewToken' in created ? created.viewToken : undefined);
          rememberSubmittedEmail(created.conversionId, values.email.trim());
          rememberTrial({
            trialId: created.trialId,
            conversionId: created.conversionId,
            assistantId: created.assistantId,
            website: values.website,
            brand: values.brand,
            createdAt: new Date().toISOString(),
          });
          onCreated(created);
        },
        onError,
      },
    );
    return {};
  };

  return {
    values,
    files,
    errors,
    failure,
    notice,
    pending: mutation.isPending,
    setField,
    validateField,
    changeFiles,
    submit,
    dismissFailure: () => setFailure(null),
  };
}

/** The form's field errors in a refusal, or null when it is not about the form's fields. */
function fieldRefusal(error: ApiError): TrialErrors | null {
  if (!error.status || error.status < 400 || error.status >= 500) return null;
  const errors = compact(serverFieldErrors(error.fields ?? {}));
  if (!errors.files && isUploadRefusal(error.status, error.code)) {
    // Ours carry a code and a reason ("415: setup.pdf is a Windows program, not a PDF"); a proxy's
    // 413 only its status text, so the catalogue says what the limit is.
    const reason = error.code
      ? error.message.replace(/^\d{3}: /, '')
      : ERROR_CATALOGUE[error.status === 413 ? 'UPLOAD_TOO_LARGE' : 'UPLOAD_UNSUPPORTED'].message;
    errors.files = fieldMessage('documents', reason);
  }
  return Object.keys(errors).length ? errors : null;
}
