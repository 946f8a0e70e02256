import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { dismissToast, useToasts } from './use-toast.ts';

/** Radix toasts: 5000 ms by default, swipe right past 50 px to dismiss, F8 focuses the region. */
export function Toaster() {
  const items = useToasts();
  const { t } = useTranslation();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-background text-foreground',
          )}
        >
          <div className="grid gap-1">
            {item.title ? <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title> : null}
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
            aria-label={t('common.close')}
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
