/** What a screen shows while its code or texts arrive on a slow network. */
export function PageSkeleton() {
  return (
    <div className="page skeleton" aria-busy="true">
      <div className="skeleton-bar wide" />
      <div className="skeleton-card" />
      <div className="skeleton-bar" />
      <div className="skeleton-bar" />
    </div>
  );
}
