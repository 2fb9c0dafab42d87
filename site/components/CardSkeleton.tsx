/** A grey stand-in for a card while it loads. */
export function CardSkeleton() {
  return (
    <div className="card card--skeleton" aria-hidden="true">
      <span className="skeleton skeleton--short" />
      <span className="skeleton skeleton--title" />
      <span className="skeleton" />
      <span className="skeleton" />
    </div>
  )
}
