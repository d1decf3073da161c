/** The "×" in the corner of a modal (the cart drawer, the filter sheet, the quick add's picker): a 44-pixel target,
 * named for screen readers by what it closes. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-2xl hover:text-brand"
    >
      ×
    </button>
  );
}
