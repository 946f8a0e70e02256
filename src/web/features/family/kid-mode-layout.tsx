import { Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { KidMode } from '../../../shared/contracts/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { describeError } from '../../lib/api-client.ts';
import { useLeaveKidMode } from './api/family.ts';
import { PinField } from './pin-field.tsx';

/** "Grown-ups": the parent's PIN leaves kid mode (decision 208). */
function LeaveKidModeDialog() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const leave = useLeaveKidMode();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPin('');
        leave.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Lock aria-hidden />
          {t('family.kidMode.grownUps')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('family.kidMode.leaveTitle')}</DialogTitle>
          <DialogDescription>{t('family.kidMode.leaveDescription')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (/^\d{4}$/.test(pin))
              leave.mutate(pin, {
                onSuccess: () => navigate('/family', { replace: true }),
                onError: () => setPin(''),
              });
          }}
        >
          <PinField label={t('family.kidMode.pinLabel')} value={pin} onChange={setPin} autoComplete="off" />
          {leave.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {describeError(leave.error, t('family.kidMode.leaveFailed'))}
            </p>
          ) : null}
          <DialogFooter className="flex-wrap gap-2">
            <Button type="submit" disabled={pin.length !== 4 || leave.isPending}>
              {t('family.kidMode.leave')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The frame of kid mode (decision 208): the child's name and avatar, the kids lessons, and a way out for a
 * grown-up; no menu, chat, payments or settings.
 */
export function KidModeLayout({ kid, children }: { kid: KidMode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b bg-background">
        <div className="mx-auto flex w-full max-w-7xl items-center gap-3 px-4 py-3">
          <span className="text-4xl" aria-hidden>
            {kid.avatar}
          </span>
          <p className="mr-auto text-xl font-bold">{kid.name}</p>
          <LeaveKidModeDialog />
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">{children}</main>
    </div>
  );
}
