import { useEffect, useRef } from 'react';
import { cn } from '../lib/cn.ts';

/** A heading that takes the focus when it appears, so a screen reader reads the new step from its top. */
export function FocusedHeading({
  children,
  focusKey,
  className,
}: {
  children: React.ReactNode;
  focusKey: string;
  className?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <h2 ref={ref} tabIndex={-1} className={cn('text-2xl font-semibold outline-none', className)}>
      {children}
    </h2>
  );
}
