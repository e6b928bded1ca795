// What the app's `import … from 'react-relay'` becomes in the build (web/vite.config.ts aliases it here): only the hooks
// and functions the app calls. react-relay is CommonJS, whose index requires every hook (pagination, refetch, entry
// points, mutations' and subscriptions' hooks) whether used or not; a bundler cannot drop what a CommonJS index
// requires, and a phone would download and compile them with every page (README, "Benchmarks": the home page's
// JavaScript budget). A hook the app starts to use is added here; the tests use the whole package.
export { commitMutation, fetchQuery, graphql, readInlineData, requestSubscription } from 'relay-runtime';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useQueryLoader } from 'react-relay/lib/relay-hooks/useQueryLoader';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
