/** Outline drawings of what to photograph, so the borrower knows which side is which. */
export function IdBackArt() {
  return (
    <svg viewBox="0 0 160 100" className="capture-art" aria-hidden="true">
      <rect
        x="4"
        y="4"
        width="152"
        height="92"
        rx="10"
        fill="#f3f7f5"
        stroke="#9bb0a6"
        strokeWidth="2"
        strokeDasharray="6 5"
      />
      <rect x="18" y="20" width="124" height="14" rx="3" fill="#d6e2dc" />
      <rect x="18" y="44" width="90" height="7" rx="3" fill="#d6e2dc" />
      <rect x="18" y="58" width="70" height="7" rx="3" fill="#d6e2dc" />
      <g fill="#b7c8bf">
        {Array.from({ length: 30 }, (_, i) => (
          <rect key={i} x={18 + i * 4.2} y="74" width={i % 3 ? 1.6 : 2.8} height="12" />
        ))}
      </g>
    </svg>
  );
}

export function IdFrontArt() {
  return (
    <svg viewBox="0 0 160 100" className="capture-art" aria-hidden="true">
      <rect
        x="4"
        y="4"
        width="152"
        height="92"
        rx="10"
        fill="#f3f7f5"
        stroke="#9bb0a6"
        strokeWidth="2"
        strokeDasharray="6 5"
      />
      <rect x="16" y="22" width="42" height="54" rx="5" fill="#d6e2dc" />
      <circle cx="37" cy="42" r="10" fill="#b7c8bf" />
      <path d="M22 72c3-10 9-14 15-14s12 4 15 14" fill="#b7c8bf" />
      <rect x="68" y="24" width="74" height="8" rx="3" fill="#d6e2dc" />
      <rect x="68" y="40" width="60" height="7" rx="3" fill="#d6e2dc" />
      <rect x="68" y="54" width="66" height="7" rx="3" fill="#d6e2dc" />
      <rect x="68" y="68" width="44" height="7" rx="3" fill="#d6e2dc" />
    </svg>
  );
}

export function FaceArt() {
  return (
    <svg viewBox="0 0 120 120" className="capture-art" aria-hidden="true">
      <circle cx="60" cy="60" r="54" fill="#f3f7f5" stroke="#9bb0a6" strokeWidth="2" strokeDasharray="6 5" />
      <ellipse cx="60" cy="52" rx="20" ry="24" fill="#d6e2dc" />
      <path d="M26 100c6-16 19-24 34-24s28 8 34 24" fill="#d6e2dc" />
    </svg>
  );
}
