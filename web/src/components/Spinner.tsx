// docs/product.md section 2 (Shared pieces): a loading spinner that can be an overlay.
export function Spinner({ label = 'Loading...', overlay = false }: { label?: string; overlay?: boolean }) {
  return (
    <div className={overlay ? 'spinner spinner--overlay' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
