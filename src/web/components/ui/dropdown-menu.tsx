import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

/**
 * `inline` keeps the menu beside its trigger in the page instead of a portal at the end of the body: a
 * menu that is not modal then stays inside its trigger's landmark (the header), as a screen reader
 * expects of it.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  inline = false,
  ...props
}: ComponentProps<typeof Menu.Content> & { inline?: boolean }) {
  const content = (
    <Menu.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
        className,
      )}
      {...props}
    />
  );
  return inline ? content : <Menu.Portal>{content}</Menu.Portal>;
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn('px-2 py-1.5 text-sm font-semibold', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}

export const DropdownMenuRadioGroup = Menu.RadioGroup;

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-sm py-1.5 pl-7 pr-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
        'relative data-[state=checked]:font-semibold',
        className,
      )}
      {...props}
    >
      <Menu.ItemIndicator className="absolute left-2 inline-flex size-3.5 items-center justify-center">
        <span aria-hidden className="size-2 rounded-full bg-current" />
      </Menu.ItemIndicator>
      {children}
    </Menu.RadioItem>
  );
}
