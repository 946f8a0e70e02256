import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

// The ui-card classes (styles.css) sit in the components layer: a utility in `className` overrides them.

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('ui-card', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('ui-card-header', className)} {...props} />;
}

/** A card heading; `level` keeps the page's heading outline in order (h1 → h2 → h3). */
export function CardTitle({ className, level = 3, ...props }: ComponentProps<'h3'> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return <Heading className={clsx('ui-card-title', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={clsx('ui-card-description', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('ui-card-content', className)} {...props} />;
}
