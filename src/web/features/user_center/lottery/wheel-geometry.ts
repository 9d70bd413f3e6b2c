/** Full turns the wheel makes before it settles, so every draw looks like a real spin. */
export const SPIN_TURNS = 5;

/**
 * The wheel's rotation (degrees, clockwise, always increasing) that brings the centre of slot
 * `index` of `count` under the pointer at the top, starting from rotation `from`.
 */
export function landingRotation(from: number, index: number, count: number): number {
  if (count <= 0 || index < 0 || index >= count) throw new RangeError(`slot ${index} of ${count}`);
  const slot = 360 / count;
  const centre = (index + 0.5) * slot;
  // After rotating by R the slot centre sits at (centre + R) mod 360; we want 0 (the pointer).
  const target = (((-centre - from) % 360) + 360) % 360;
  return from + SPIN_TURNS * 360 + target;
}

/** SVG path of one slot of a wheel of radius r centred at (r, r), slot 0 starting at the top. */
export function slotPath(index: number, count: number, r: number): string {
  const a0 = ((index * 360) / count - 90) * (Math.PI / 180);
  const a1 = (((index + 1) * 360) / count - 90) * (Math.PI / 180);
  const x0 = r + r * Math.cos(a0);
  const y0 = r + r * Math.sin(a0);
  const x1 = r + r * Math.cos(a1);
  const y1 = r + r * Math.sin(a1);
  const large = 360 / count > 180 ? 1 : 0;
  const f = (n: number) => n.toFixed(2);
  return `M${r},${r} L${f(x0)},${f(y0)} A${r},${r} 0 ${large} 1 ${f(x1)},${f(y1)} Z`;
}
