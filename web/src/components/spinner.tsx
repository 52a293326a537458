export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center p-8">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-500 border-t-transparent"
        aria-hidden
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
