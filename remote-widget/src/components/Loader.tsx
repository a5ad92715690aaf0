/** The loader shown while the widget initializes (§2). */
export function Loader({ label }: { label: string }) {
  return (
    <div className="bw-loader" role="status" aria-live="polite">
      <span className="bw-loader__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
