import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_SIGNUP_MESSAGES, AGENT_SIGNUP_MESSAGES } from '../../lib/domain';
import { GraphQLRequestError } from '../../relay/environment';
import { SignupForm } from './SignupForm';

function renderSignup(messages: typeof ADMIN_SIGNUP_MESSAGES | typeof AGENT_SIGNUP_MESSAGES, signup = vi.fn()) {
  render(
    <MemoryRouter>
      <SignupForm heading="Signup" loginPath="/admins/login/" messages={messages} signup={signup} />
    </MemoryRouter>,
  );
  return signup;
}

function touchAll(values: { name: string; email: string; password: string }) {
  for (const [label, value] of [
    ['Your Name', values.name],
    ['E-mail', values.email],
    ['Password', values.password],
  ] as const) {
    const input = screen.getByLabelText(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
}

const signupButton = () => screen.getByRole('button', { name: 'SIGNUP' });

describe('Signup forms (docs/product.md sections 2, 5, 8)', () => {
  it('shows the admin signup messages with their spelling, and keeps SIGNUP disabled', () => {
    renderSignup(ADMIN_SIGNUP_MESSAGES);
    expect(signupButton()).toHaveProperty('disabled', true);
    touchAll({ name: '   ', email: 'admin@', password: '123' });
    expect(screen.getByText('Please enter a name')).toBeTruthy();
    expect(screen.getByText('Please provide a correct email addres')).toBeTruthy();
    expect(screen.getByText('Please provide a valid password, at least 10 character')).toBeTruthy();
    expect(signupButton()).toHaveProperty('disabled', true);
  });

  it('shows the agent signup messages', () => {
    renderSignup(AGENT_SIGNUP_MESSAGES);
    touchAll({ name: '', email: 'a b@c.d', password: '123456789' });
    expect(screen.getByText('Please enter a name')).toBeTruthy();
    expect(screen.getByText('Please provide a correct email address')).toBeTruthy();
    expect(screen.getByText('Please provide a valid password, at least 10 characters')).toBeTruthy();
  });

  it("sends an agent's license number when given, checks its form, and leaves it optional", async () => {
    const signup = vi.fn().mockResolvedValue({ message: 'Signup successful!' });
    render(
      <MemoryRouter>
        <SignupForm
          heading="Agent Signup"
          loginPath="/agents/login/"
          messages={AGENT_SIGNUP_MESSAGES}
          withLicense
          signup={signup}
        />
      </MemoryRouter>,
    );
    touchAll({ name: 'Ana Agent', email: 'ana@example.com', password: '0123456789' });
    expect(signupButton()).toHaveProperty('disabled', false);
    const license = screen.getByLabelText('Texas License Number (optional)');
    fireEvent.change(license, { target: { value: 'TX-12' } });
    fireEvent.blur(license);
    expect(screen.getByText('A Texas real-estate license number is 4 to 7 digits')).toBeTruthy();
    expect(signupButton()).toHaveProperty('disabled', true);
    fireEvent.change(license, { target: { value: ' 0654321 ' } });
    await act(async () => fireEvent.click(signupButton()));
    expect(signup).toHaveBeenCalledWith({
      name: 'Ana Agent',
      email: 'ana@example.com',
      password: '0123456789',
      licenseNumber: '0654321',
    });
  });

  it('shows no license field on the admin form', () => {
    renderSignup(ADMIN_SIGNUP_MESSAGES);
    expect(screen.queryByLabelText('Texas License Number (optional)')).toBeNull();
  });

  it("shows the result in a popup with Close ('Signup successful!')", async () => {
    const signup = renderSignup(AGENT_SIGNUP_MESSAGES, vi.fn().mockResolvedValue({ message: 'Signup successful!' }));
    touchAll({ name: 'Ana Agent', email: 'ana@example.com', password: '0123456789' });
    expect(signupButton()).toHaveProperty('disabled', false);
    await act(async () => fireEvent.click(signupButton()));
    expect(signup).toHaveBeenCalledWith({ name: 'Ana Agent', email: 'ana@example.com', password: '0123456789' });
    expect(screen.getByRole('dialog').textContent).toContain('Signup successful!');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message, else 'Failed to signup.', in an error-styled popup", async () => {
    renderSignup(
      AGENT_SIGNUP_MESSAGES,
      vi
        .fn()
        .mockRejectedValueOnce(
          new GraphQLRequestError('bad', 'CONFLICT', { email: 'This e-mail is already registered.' }),
        )
        .mockRejectedValueOnce('boom'),
    );
    touchAll({ name: 'Ana', email: 'ana@example.com', password: '0123456789' });
    await act(async () => fireEvent.click(signupButton()));
    expect(screen.getByRole('dialog').textContent).toContain('This e-mail is already registered.');
    expect(screen.getByRole('dialog').className).toContain('popup--error');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => fireEvent.click(signupButton()));
    expect(screen.getByRole('dialog').textContent).toContain('Failed to signup.');
  });
});
