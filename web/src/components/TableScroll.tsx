// A wide table's sideways scroll on a phone. WCAG 2.1.1: a region that scrolls must be reachable by keyboard, so the
// box takes the focus (the arrow keys then scroll it) and is named for a screen reader by what it holds.
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
