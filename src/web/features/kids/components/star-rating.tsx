import { Star } from 'lucide-react';
import { MAX_STARS } from '../../../../shared/domain/kids-rules.ts';
import { cn } from '../../../lib/cn.ts';

const STAR_SIZES = { small: 'size-3.5', large: 'size-14' } as const;

/**
 * The server's stars for a lesson: three stars, as many filled as given. One image to assistive
 * technology, named by `label` (the count in words).
 */
export function StarRating({
  stars,
  label,
  size,
}: {
  stars: number;
  label: string;
  size: keyof typeof STAR_SIZES;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn('inline-flex items-center', size === 'large' ? 'gap-2' : 'gap-0.5')}
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          data-filled={index < stars}
          className={cn(
            STAR_SIZES[size],
            index < stars ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}
