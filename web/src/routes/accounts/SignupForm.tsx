// docs/product.md sections 2, 4, 5 and 8 (Admin/Agent signup): Your Name, E-mail, Password, SIGNUP disabled until
// valid; the result shows in a popup with Close: the server's message on success ('Signup successful!'),
// else the server's message, the call's message or 'Failed to signup.' in an error-styled popup. Agents may add
// their Texas license number (optional), which the admin who approves them sees (docs/product.md section 5).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { AGENT_LICENSE_MESSAGE, AGENT_LICENSE_PATTERN, ERROR_MESSAGES, PASSWORD_MIN_LENGTH } from '../../lib/domain';
import { email, minLength, pattern, required } from '../../lib/forms/rules';
import { useForm } from '../../lib/forms/useForm';
import { useFormAction } from '../../lib/forms/useFormAction';
import { ResultPopup, type Result } from './ResultPopup';
import { TextField } from './TextField';

const SIGNUP_SUCCESS_MESSAGE = 'Signup successful!';

export interface SignupFormProps {
  heading: string;
  loginPath: string;
  messages: { name: string; email: string; password: string };
  /** Shows the optional license number field (agents). */
  withLicense?: boolean;
  signup: (input: {
    name: string;
    email: string;
    password: string;
    licenseNumber?: string;
  }) => Promise<{ message: string }>;
}

export function SignupForm({ heading, loginPath, messages, withLicense = false, signup }: SignupFormProps) {
  const form = useForm({
    name: { rules: [required(messages.name)] },
    email: { rules: [email(messages.email)] },
    password: { rules: [minLength(PASSWORD_MIN_LENGTH, messages.password)] },
    licenseNumber: { rules: [pattern(AGENT_LICENSE_PATTERN, AGENT_LICENSE_MESSAGE)] },
  });
  const [result, setResult] = useState<Result | null>(null);
  const action = useFormAction(signup, {
    fallback: ERROR_MESSAGES.signupFailed,
    onSuccess: (answer) => setResult({ kind: 'success', message: answer.message || SIGNUP_SUCCESS_MESSAGE }),
  });
  // Every refusal shows in the popup, a field's one too (the server's message, docs/product.md section 8).
  const shown: Result | null = action.error ? { kind: 'error', message: action.error } : result;
  const busy = action.busy;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid) return;
    const licenseNumber = form.fields.licenseNumber.value.trim();
    void action.run({
      name: form.fields.name.value.trim(),
      email: form.fields.email.value.trim(),
      password: form.fields.password.value,
      ...(withLicense && licenseNumber ? { licenseNumber } : {}),
    });
  };

  return (
    <div className="page page--narrow account-page">
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <h1>{heading}</h1>
        <TextField label="Your Name" autoComplete="name" {...form.bind('name')} />
        <TextField label="E-mail" type="email" autoComplete="email" {...form.bind('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...form.bind('password')} />
        {withLicense && (
          <TextField
            label="Texas License Number (optional)"
            inputMode="numeric"
            autoComplete="off"
            {...form.bind('licenseNumber')}
          />
        )}
        <button type="submit" className="button button--primary account-form__submit" disabled={!form.isValid || busy}>
          SIGNUP
        </button>
        <p className="account-form__switch">
          Already signed up? <Link to={loginPath}>Log in</Link>
        </p>
      </form>
      {busy && <Spinner overlay label="Signing up..." />}
      <ResultPopup
        result={shown}
        onClose={() => {
          action.setError(null);
          setResult(null);
        }}
      />
    </div>
  );
}
