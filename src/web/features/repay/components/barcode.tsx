import { code128Bars } from '../barcode/code128';

/** The value as Code 128 bars, drawn as SVG (crisp at any zoom; a quiet zone of 10 modules each side). */
export function Barcode({ value }: { value: string }) {
  const { bars, width } = code128Bars(value);
  const quiet = 10;
  const total = width + quiet * 2;
  return (
    <svg
      className="barcode"
      viewBox={`0 0 ${total} 50`}
      preserveAspectRatio="none"
      role="img"
      aria-label={value}
      data-testid="barcode"
      data-value={value}
    >
      <rect x="0" y="0" width={total} height="50" fill="#fff" />
      {bars.map(([x, w]) => (
        <rect key={x} x={x + quiet} y="0" width={w} height="50" fill="#000" />
      ))}
    </svg>
  );
}
