// One way for every form to save: the button is busy while the call runs (a second click does nothing), a failure
// shows the server's message and its per-field messages, and the form's own state is never reset on failure, so
// what the user typed stays on screen to correct and send again (docs/product.md section 8: the error message
// shows, the dialog stays open).
import { useCallback, useRef, useState } from 'react';
import { GraphQLRequestError } from '../../relay/environment';
import { errorMessage } from '../../relay/errors';

export interface FormActionOptions<A extends unknown[], R> {
  /**
   * The text when the server gave none (errorMessage); a function, given the failure and the call's arguments,
   * instead gives the whole message itself.
   */
  fallback: string | ((error: unknown, ...args: A) => string);
  /** After a successful call, with its result. */
  onSuccess?: (result: R) => void;
  /**
   * After a failed call whose answer named no input field, with the message also held in `error` (a toast, a
   * snackbar); a field's message belongs beside its field (`fieldErrors`).
   */
  onError?: (message: string) => void;
}

export interface FormAction<A extends unknown[], R> {
  busy: boolean;
  /** The arguments of the running call (which row of a list is busy), or null. */
  pending: Readonly<A> | null;
  /** The last failure's message, or a message set by the form's own checks; null after a success. */
  error: string | null;
  /** The server's messages by input field name (GraphQL `extensions.fields`), empty when it named none. */
  fieldErrors: Readonly<Record<string, string>>;
  /** Runs the action unless one is already running; resolves to its result, or undefined when it failed. */
  run: (...args: A) => Promise<R | undefined>;
  /** Shows a message of the form's own (a check before the call), or clears it with null. */
  setError: (message: string | null) => void;
}

const NO_FIELD_ERRORS: Readonly<Record<string, string>> = Object.freeze({});

export function useFormAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: FormActionOptions<A, R>,
): FormAction<A, R> {
  const [pending, setPending] = useState<Readonly<A> | null>(null);
  const [error, setErrorState] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>(NO_FIELD_ERRORS);
  // A ref, not the state: two clicks within one render must not start two calls.
  const running = useRef(false);
  const setError = useCallback((message: string | null) => {
    setErrorState(message);
    setFieldErrors(NO_FIELD_ERRORS);
  }, []);

  const run = async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(args);
    setError(null);
    try {
      const result = await action(...args);
      running.current = false;
      setPending(null);
      options.onSuccess?.(result);
      return result;
    } catch (failure) {
      running.current = false;
      setPending(null);
      const { fallback, onError } = options;
      const message = typeof fallback === 'function' ? fallback(failure, ...args) : errorMessage(failure, fallback);
      setErrorState(message);
      const fields =
        failure instanceof GraphQLRequestError && failure.fieldErrors ? failure.fieldErrors : NO_FIELD_ERRORS;
      setFieldErrors(fields);
      if (Object.keys(fields).length === 0) onError?.(message);
      return undefined;
    }
  };

  return { busy: pending !== null, pending, error, fieldErrors, run, setError };
}
