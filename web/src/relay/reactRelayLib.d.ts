// The published types of the react-relay files web/src/relay/reactRelay.ts imports one by one (the package types its
// index, not its lib/ files).
declare module 'react-relay/lib/relay-hooks/loadQuery' {
  export { loadQuery } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/RelayEnvironmentProvider' {
  export { RelayEnvironmentProvider as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/useFragment' {
  export { useFragment as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/useLazyLoadQuery' {
  export { useLazyLoadQuery as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/usePreloadedQuery' {
  export { usePreloadedQuery as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/useQueryLoader' {
  export { useQueryLoader as default } from 'react-relay/hooks';
}
declare module 'react-relay/lib/relay-hooks/useRelayEnvironment' {
  export { useRelayEnvironment as default } from 'react-relay/hooks';
}
