// Stands in for react-relay's older useFragmentInternal in the build (web/vite.config.ts): Relay 21 calls it only when
// RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is off, and the app keeps that flag at its default, on. Should the
// flag ever be turned off, the page says so at once rather than reading fragments wrongly.
export default function useFragmentInternalRetired(): never {
  throw new Error(
    'Relay ENABLE_ACTIVITY_COMPATIBILITY is off: react-relay/lib/relay-hooks/useFragmentInternal_CURRENT is not in this build',
  );
}
