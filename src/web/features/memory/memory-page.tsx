import { Brain, MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import { FACT_KINDS, type LearnerFact } from '../../../shared/contracts/memory.ts';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { Flag } from '../../components/flag.tsx';
import { SignedInLayout } from '../../components/layout/signed-in-layout.tsx';
import { QueryStates } from '../../components/query-states.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { describeError } from '../../lib/api-client.ts';
import { useClearMemory, useDeleteFact, useMemory, useUpdateFact } from './api/memory.ts';

/** What the forget dialog forgets: everything, or one language's facts. */
type ForgetTarget = 'all' | LanguageCode;

/** The id of a fact's Edit button, where the focus goes back after editing or deleting a neighbour. */
const editButtonId = (factId: number) => `memory-fact-${factId}-edit`;

/** A language's facts in the order of their kinds (name first), the newest first within a kind. */
function factsOf(facts: readonly LearnerFact[], language: LanguageCode): LearnerFact[] {
  return facts
    .filter((fact) => fact.language === language)
    .sort(
      (a, b) =>
        FACT_KINDS.indexOf(a.kind) - FACT_KINDS.indexOf(b.kind) || b.updatedAt.localeCompare(a.updatedAt),
    );
}

/** One fact: its kind and value, changed in place or deleted. */
function FactRow({
  fact,
  editing,
  onEdit,
  onEditEnd,
  onDeleted,
}: {
  fact: LearnerFact;
  editing: boolean;
  onEdit: () => void;
  onEditEnd: () => void;
  /** Called once the server has deleted it (its row may already have gone): the focus moves on from here. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateFact();
  const remove = useDeleteFact();
  const [value, setValue] = useState(fact.value);
  const kind = t(`memory.kinds.${fact.kind}`);
  const lang = LANGUAGES[fact.language].speechTag;
  const fieldId = `memory-fact-${fact.id}-value`;
  const errorId = `memory-fact-${fact.id}-error`;

  const cancel = () => {
    update.reset();
    onEditEnd();
  };

  if (editing) {
    return (
      <li className="py-3">
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (value === fact.value) return cancel();
            update.mutate({ factId: fact.id, value }, { onSuccess: onEditEnd });
          }}
        >
          <Label htmlFor={fieldId}>{kind}</Label>
          <Input
            id={fieldId}
            value={value}
            lang={lang}
            maxLength={120}
            required
            autoComplete="off"
            autoFocus
            aria-invalid={update.isError}
            aria-describedby={update.isError ? errorId : undefined}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                cancel();
              }
            }}
          />
          {update.isError ? (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {describeError(update.error, t('memory.saveFailed'))}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              {t('memory.save')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={cancel}>
              {t('memory.cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  const label = { kind, value: fact.value };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="memory-fact">
      <div className="min-w-0 flex-1 basis-48">
        <p className="text-sm text-muted-foreground">{kind}</p>
        <p className="font-medium wrap-anywhere" lang={lang}>
          {fact.value}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          id={editButtonId(fact.id)}
          variant="outline"
          size="sm"
          aria-label={t('memory.editLabel', label)}
          onClick={() => {
            setValue(fact.value);
            update.reset();
            onEdit();
          }}
        >
          <Pencil aria-hidden />
          {t('memory.edit')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          aria-label={t('memory.deleteLabel', label)}
          onClick={() =>
            // The promise, not mutate's own callbacks: those are dropped once this row has unmounted,
            // and the cache update that removes it can render first.
            remove.mutateAsync(fact.id).then(
              () => {
                onDeleted();
                toast({ title: t('memory.forgotten') });
              },
              () => undefined, // shown below from remove.error
            )
          }
        >
          <Trash2 aria-hidden />
          {t('memory.delete')}
        </Button>
      </div>
      {remove.isError ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {describeError(remove.error, t('memory.deleteFailed'))}
        </p>
      ) : null}
    </li>
  );
}

/** The facts of one language taught, with their own "forget everything in …". */
function LanguageSection({
  language,
  facts,
  editingId,
  setEditingId,
  focusLater,
  pageHeading,
  onForget,
}: {
  language: LanguageCode;
  facts: LearnerFact[];
  editingId: number | null;
  setEditingId: (factId: number | null) => void;
  focusLater: (elementId: string) => void;
  pageHeading: RefObject<HTMLHeadingElement | null>;
  onForget: () => void;
}) {
  const { t } = useTranslation();
  const headingId = `memory-${language}`;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle level={2} id={headingId} className="flex items-center gap-2">
            <Flag language={language} />
            {t(`languageNames.${language}`)}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="divide-y">
            {facts.map((fact, index) => (
              <FactRow
                key={fact.id}
                fact={fact}
                editing={editingId === fact.id}
                onEdit={() => setEditingId(fact.id)}
                onEditEnd={() => {
                  setEditingId(null);
                  focusLater(editButtonId(fact.id));
                }}
                onDeleted={() => {
                  // The next fact, else the one before; the last one of a language hands over to the page.
                  const neighbour = facts[index + 1] ?? facts[index - 1];
                  const next = neighbour ? document.getElementById(editButtonId(neighbour.id)) : null;
                  (next ?? pageHeading.current)?.focus();
                }}
              />
            ))}
          </ul>
          <div>
            <Button
              variant="outline"
              size="sm"
              className="h-auto min-h-9 whitespace-normal py-2 text-left"
              onClick={onForget}
            >
              <Trash2 aria-hidden />
              {t(`memory.forget.language.${language}`)}
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

/** Asks before forgetting everything, or one language's facts, then forgets them. */
function ForgetDialog({
  target,
  onClose,
  onForgotten,
}: {
  target: ForgetTarget | null;
  onClose: () => void;
  /** Once the dialog has gone: its trigger may have gone with the facts. */
  onForgotten: () => void;
}) {
  const { t } = useTranslation();
  const clear = useClearMemory();
  const forgot = useRef(false);
  const language = target === 'all' ? undefined : (target ?? undefined);
  const close = () => {
    clear.reset();
    onClose();
  };
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!forgot.current) return; // cancelled: the focus goes back to the button that opened it
          forgot.current = false;
          event.preventDefault();
          onForgotten();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {language ? t(`memory.forget.languageTitle.${language}`) : t('memory.forget.allTitle')}
          </DialogTitle>
          <DialogDescription>
            {language ? t('memory.forget.languageDescription') : t('memory.forget.allDescription')}
          </DialogDescription>
        </DialogHeader>
        {clear.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(clear.error, t('memory.forget.failed'))}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={close}>
            {t('memory.cancel')}
          </Button>
          <Button
            type="button"
            variant="destructive"
            className="h-auto min-h-10 whitespace-normal"
            disabled={clear.isPending}
            onClick={() =>
              clear.mutate(language, {
                onSuccess: () => {
                  forgot.current = true;
                  toast({ title: t('memory.forgotten') });
                  onClose();
                },
              })
            }
          >
            {clear.isPending
              ? t('memory.forget.forgetting')
              : language
                ? t(`memory.forget.language.${language}`)
                : t('memory.forget.all')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** With nothing noted yet: what fills the page, and a conversation to start. */
function EmptyMemory() {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-6 text-center">
      <p className="text-muted-foreground">{t('memory.empty')}</p>
      <Link
        href="/conversation"
        className={buttonVariants({ className: 'h-auto min-h-10 max-w-full py-2 whitespace-normal' })}
      >
        <MessageCircle aria-hidden />
        {t('memory.startConversation')}
      </Link>
    </div>
  );
}

/**
 * `/memory`: what the teacher remembers of the learner (decision 209), by language taught; each fact
 * corrected or deleted in place, one language's or all of them forgotten after a confirmation.
 */
export default function MemoryPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const memory = useMemory();
  const heading = useRef<HTMLHeadingElement>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [forgetting, setForgetting] = useState<ForgetTarget | null>(null);
  // An element to focus once it is drawn (an Edit button back in place of its form): every render
  // that follows a change looks for it.
  const focusTarget = useRef<string | null>(null);
  useEffect(() => {
    if (focusTarget.current === null) return;
    const element = document.getElementById(focusTarget.current);
    if (!element) return;
    element.focus();
    focusTarget.current = null;
  });

  return (
    <SignedInLayout user={user}>
      <div className="mx-auto grid max-w-3xl gap-6">
        <div>
          <h1 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-3xl font-bold outline-none">
            <Brain className="size-8 shrink-0" aria-hidden />
            {t('memory.title')}
          </h1>
          <p className="mt-1 text-muted-foreground">{t('memory.intro')}</p>
        </div>
        <QueryStates
          query={memory}
          loadError={{ messageKey: 'memory.loadError', retryLabelKey: 'memory.retry' }}
          spinnerClassName="py-8"
          isEmpty={(data) => data.facts.length === 0}
          empty={<EmptyMemory />}
        >
          {(data) => (
            <>
              <div>
                <Button variant="outline" onClick={() => setForgetting('all')}>
                  <Trash2 aria-hidden />
                  {t('memory.forget.all')}
                </Button>
              </div>
              {LANGUAGE_CODES.map((language) => {
                const facts = factsOf(data.facts, language);
                return facts.length === 0 ? null : (
                  <LanguageSection
                    key={language}
                    language={language}
                    facts={facts}
                    editingId={editingId}
                    setEditingId={setEditingId}
                    focusLater={(elementId) => (focusTarget.current = elementId)}
                    pageHeading={heading}
                    onForget={() => setForgetting(language)}
                  />
                );
              })}
            </>
          )}
        </QueryStates>
        <ForgetDialog
          target={forgetting}
          onClose={() => setForgetting(null)}
          onForgotten={() => heading.current?.focus()}
        />
      </div>
    </SignedInLayout>
  );
}
