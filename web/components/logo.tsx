/** The Fornido wordmark: a dumbbell "F" mark and the name in bold. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-extrabold tracking-tight text-ink ${className}`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#D41D38" />
        <path d="M11 8h12v4h-8v3h7v4h-7v5h-4z" fill="#fff" />
      </svg>
      <span className="text-xl">Fornido</span>
    </span>
  );
}
