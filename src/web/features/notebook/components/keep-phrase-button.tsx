import { BookmarkPlus } from 'lucide-react';
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
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useAddOwnCard } from '../api/add-own-card.ts';

/** Keeps a word or phrase of a teacher message as a card; the server checks it is in the message. */
export function KeepPhraseButton({ messageId, content }: { messageId: number; content: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [phrase, setPhrase] = useState('');
  const [note, setNote] = useState('');
  const add = useAddOwnCard();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          // A selection inside the message becomes the phrase.
          const selected = window.getSelection()?.toString().trim() ?? '';
          setPhrase(selected && content.includes(selected) ? selected : '');
          setNote('');
          add.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <BookmarkPlus aria-hidden />
          {t('keepPhrase.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('keepPhrase.title')}</DialogTitle>
          <DialogDescription>{t('keepPhrase.description')}</DialogDescription>
        </DialogHeader>
        <blockquote className="rounded-md bg-secondary p-3 text-sm">{content}</blockquote>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(
              { messageId, phrase: phrase.trim(), ...(note.trim() ? { note: note.trim() } : {}) },
              { onSuccess: () => setOpen(false) },
            );
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`keep-phrase-${messageId}`}>{t('keepPhrase.phrase')}</Label>
            <Input
              id={`keep-phrase-${messageId}`}
              value={phrase}
              maxLength={200}
              required
              onChange={(event) => setPhrase(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`keep-note-${messageId}`}>{t('keepPhrase.note')}</Label>
            <Input
              id={`keep-note-${messageId}`}
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {add.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {describeError(add.error, t('keepPhrase.failed'))}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('keepPhrase.cancel')}
            </Button>
            <Button type="submit" disabled={add.isPending || !phrase.trim()}>
              {add.isPending ? t('keepPhrase.saving') : t('keepPhrase.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
