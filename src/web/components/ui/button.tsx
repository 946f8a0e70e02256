import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/**
 * The ui-button classes (styles.css) sit in the components layer, so a utility in `className` overrides
 * them without class merging. Icons inside stay utilities: a descendant rule must outweigh an icon's own
 * size class, as before; a caller's own `[&_svg]:size-…` replaces the default one.
 */
const ICON_SIZE = '[&_svg]:size-4';
const ICONS = `${ICON_SIZE} [&_svg]:shrink-0`;

export const buttonVariants = cva(`ui-button ${ICONS}`, {
  variants: {
    variant: {
      default: 'ui-button-default',
      destructive: 'ui-button-destructive',
      outline: 'ui-button-outline',
      secondary: 'ui-button-secondary',
      ghost: 'ui-button-ghost',
      link: 'ui-button-link',
    },
    size: {
      default: 'ui-button-size-default',
      sm: 'ui-button-size-sm',
      lg: 'ui-button-size-lg',
      icon: 'ui-button-size-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

/**
 * A button. A link styled as one takes `buttonVariants` itself, so the login page, whose initial
 * JavaScript has a budget, carries no slot component.
 */
export function Button({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants>) {
  const classes = buttonVariants({ variant, size });
  const ownIconSize = className?.includes(ICON_SIZE.slice(0, -1)) ?? false;
  return (
    <button className={clsx(ownIconSize ? classes.replace(ICON_SIZE, '') : classes, className)} {...props} />
  );
}
