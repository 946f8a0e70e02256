import { Video } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Teacher } from '../../../../shared/domain/teachers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Flag } from '../../../components/flag.tsx';

/**
 * Shown until the learner joins. Browsers only let a page make sound after a click, so the click on
 * Join is what unlocks the teacher's voice (and the analyser that moves her mouth).
 */
export function JoinCallDialog({
  teacher,
  isJoining = false,
  isLeaving,
  onJoin,
  onLeave,
}: {
  teacher: Teacher;
  /** While the call's session starts (the click on Join starts it). */
  isJoining?: boolean;
  isLeaving: boolean;
  onJoin(): void;
  onLeave(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border bg-card p-6 text-center text-card-foreground shadow-xl"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <span
            aria-hidden
            className="mx-auto flex size-16 items-center justify-center rounded-full text-3xl"
            style={{ backgroundColor: `${teacher.color}22` }}
          >
            <Flag language={teacher.language} />
          </span>
          <Dialog.Title className="text-xl font-semibold">
            {t('videoCall.join.heading', { name: teacher.name })}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {t('videoCall.join.description', { name: teacher.name })}
          </Dialog.Description>
          <Button
            size="lg"
            onClick={onJoin}
            disabled={isJoining}
            autoFocus
            className="text-white"
            style={{ backgroundColor: teacher.color }}
          >
            <Video aria-hidden />
            {t('videoCall.join.button')}
          </Button>
          <Button variant="ghost" onClick={onLeave} disabled={isLeaving || isJoining}>
            {t('videoCall.join.leave')}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
