/** The active admin the browser suite's server starts with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' } as const;
