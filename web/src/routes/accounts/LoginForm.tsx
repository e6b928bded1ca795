// docs/product.md section 2 (Admin/Agent login), 4 (Admin login states) and 8: E-mail and Password, LOGIN disabled
// until valid, a loading overlay, then 'Login successful!' and the role's page, or the 'An Error Occurred!'
// dialog plus a failure popup. docs/contract.md: a pending admin's 403 is shown as it is, without the dialog.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { ERROR_MESSAGES, LOGIN_MESSAGES, PASSWORD_MIN_LENGTH } from '../../lib/domain';
import { email, minLength } from '../../lib/forms/rules';
import { useForm } from '../../lib/forms/useForm';
import { sessions, type Role } from '../../lib/session/sessionStore';
import { RETURN_PARAM, safeReturnPath } from '../../lib/session/staffPaths';
import { errorMessage } from '../../relay/errors';
import { ErrorDialog } from './ErrorDialog';
import { TextField } from './TextField';

const LOGIN_SUCCESS_MESSAGE = 'Login successful!';

export interface LoginAnswer {
  token: string;
  id: string;
  expirationDate: string;
}

export interface LoginFormProps {
  role: Role;
  heading: string;
  signupPath: string;
  login: (email: string, password: string) => Promise<LoginAnswer>;
  /** The page a successful login opens, unless it was reached from a protected page of the role. */
  destination: (id: string) => string;
}

export function LoginForm({ role, heading, signupPath, login, destination }: LoginFormProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_PARAM), role);
  const form = useForm({
    email: { rules: [email(LOGIN_MESSAGES.email)] },
    password: { rules: [minLength(PASSWORD_MIN_LENGTH, LOGIN_MESSAGES.password)] },
  });
  const [loading, setLoading] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || loading) return;
    setLoading(true);
    setFailure(null);
    setNotice(null);
    try {
      const answer = await login(form.fields.email.value.trim(), form.fields.password.value);
      sessions[role].login(answer.token, answer.id, answer.expirationDate);
      void navigate(returnTo ?? destination(answer.id), { state: { flash: LOGIN_SUCCESS_MESSAGE } });
    } catch (error) {
      const message = errorMessage(error, '');
      if (message === ERROR_MESSAGES.pendingAdmin || message === ERROR_MESSAGES.pendingAgent) {
        setNotice(message);
      } else {
        setDialogError(message || ERROR_MESSAGES.generic);
        setFailure(message || ERROR_MESSAGES.loginFailed);
      }
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="page page--narrow account-page">
      <form className="account-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h1>{heading}</h1>
        <TextField label="E-mail" type="email" autoComplete="username" {...form.bind('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.bind('password')} />
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        {failure && (
          <p className="popup-inline popup--error" role="alert">
            {failure}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary account-form__submit"
          disabled={!form.isValid || loading}
        >
          LOGIN
        </button>
        <p className="account-form__switch">
          No account yet? <Link to={signupPath}>Sign up</Link>
        </p>
      </form>
      {loading && <Spinner overlay label="Logging in..." />}
      <ErrorDialog message={dialogError} onClose={() => setDialogError(null)} />
    </div>
  );
}
