import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useDeleteSession } from '../api/delete-session.ts';

/** Deletes one conversation with its messages, after the learner confirms it. */
export function DeleteSessionButton({ sessionId, onDeleted }: { sessionId: number; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteSession();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) remove.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Trash2 aria-hidden />
          {t('deleteSession.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('deleteSession.title')}</DialogTitle>
          <DialogDescription>{t('deleteSession.description')}</DialogDescription>
        </DialogHeader>
        {remove.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(remove.error, t('deleteSession.failed'))}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t('deleteSession.cancel')}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(sessionId, {
                onSuccess: () => {
                  setOpen(false);
                  onDeleted?.();
                },
              })
            }
          >
            {remove.isPending ? t('deleteSession.deleting') : t('deleteSession.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
