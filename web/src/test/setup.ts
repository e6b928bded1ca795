import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor wait for an event, not a time: the limit only says when to give up. A lazy chunk's first import
// can take seconds on a 2-core machine running the browser suite beside these files.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

// Components speak through Lingui (web/src/i18n.ts): every render of a test runs inside an English I18nProvider,
// as the pages do, with the messages as written in the source.
vi.mock('@testing-library/react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@testing-library/react')>();
  const { createElement } = await import('react');
  const { setupI18n } = await import('@lingui/core');
  const { I18nProvider } = await import('@lingui/react');
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  type Wrapper = React.JSXElementConstructor<{ children: React.ReactNode }>;
  const withI18n =
    (inner?: Wrapper): Wrapper =>
    ({ children }) =>
      createElement(I18nProvider, { i18n }, inner ? createElement(inner, null, children) : children);
  return {
    ...actual,
    render: ((ui: React.ReactNode, options?: { wrapper?: Wrapper }) =>
      actual.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof actual.render,
    renderHook: ((hook: () => unknown, options?: { wrapper?: Wrapper }) =>
      actual.renderHook(hook, {
        ...options,
        wrapper: withI18n(options?.wrapper),
      })) as typeof actual.renderHook,
  };
});
