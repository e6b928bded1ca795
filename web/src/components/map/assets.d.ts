// Vite's `?url` import: the address of a file copied into the build as is (MapLibre's worker script).
declare module '*?url' {
  const url: string;
  export default url;
}
