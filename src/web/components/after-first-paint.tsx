import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once the screen above them has been drawn: the first render leaves a
 * placeholder as tall as a screen (so nothing in view moves when the children arrive), and the
 * children follow as a transition, which React renders in short slices the browser can interrupt.
 * `className` lays out the children's wrapper.
 * For the parts of a page below the first screen (docs/decisions/130).
 */
export function AfterFirstPaint({ children, className }: { children: ReactNode; className?: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Asked for in the next animation frame, the transition's work runs after that frame has painted.
    const frame = requestAnimationFrame(() => startTransition(() => setShown(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  // Off screen, the browser skips each child's style and layout until it comes near the viewport.
  return shown ? (
    <div className={`below-first-screen ${className ?? ''}`}>{children}</div>
  ) : (
    <div className="min-h-screen" aria-hidden />
  );
}
