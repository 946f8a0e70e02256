import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADULT_LEVELS,
  AGE_GROUPS,
  KIDS_LESSONS,
  type AgeGroup,
  type Quiz,
} from '../../../../shared/contracts/quizzes.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import type { ItemType } from '../../../../shared/contracts/quizzes.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useCreateQuiz, useUpdateQuiz } from '../api/admin-quizzes.ts';
import {
  draftFromQuiz,
  emptyQuestion,
  emptyQuizDraft,
  FORM_ITEM_TYPES,
  OPTION_LETTERS,
  takesPictures,
  validateQuizDraft,
  type QuestionDraft,
  type QuizDraft,
  type QuizDraftErrors,
  type QuizKind,
} from '../quiz-form-model.ts';
import { useAdminToasts } from './admin-feedback.tsx';
import { describedBy, FieldError, FormField } from './form-field.tsx';
import { LanguageSelectItems } from './language-select-items.tsx';

/**
 * Create or edit a quiz. The kids form (a kids quiz, or "Quiz Niños") picks a lesson 1–8 by name and an
 * age group; both forms have the Activo switch (docs/product.md#admin). Closes on success.
 */
export function QuizFormDialog({
  kind,
  quiz,
  open,
  onOpenChange,
}: {
  kind: QuizKind;
  /** The quiz being edited; a new quiz when absent. */
  quiz?: Quiz | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const titleKey = quiz
    ? kind === 'kids'
      ? 'editKidsTitle'
      : 'editTitle'
    : kind === 'kids'
      ? 'createKidsTitle'
      : 'createTitle';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t(`adminDashboard.quizForm.${titleKey}`)}</DialogTitle>
          <DialogDescription>{t('adminDashboard.quizForm.description')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts from the quiz (or a blank form). */}
        <QuizForm kind={kind} quiz={quiz} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function QuizForm({ kind, quiz, onDone }: { kind: QuizKind; quiz: Quiz | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const toasts = useAdminToasts();
  const createQuiz = useCreateQuiz();
  const updateQuiz = useUpdateQuiz();
  const [draft, setDraft] = useState<QuizDraft>(() => (quiz ? draftFromQuiz(quiz) : emptyQuizDraft(kind)));
  const [errors, setErrors] = useState<QuizDraftErrors>({ byQuestion: {} });
  const isPending = createQuiz.isPending || updateQuiz.isPending;

  const update = (changes: Partial<QuizDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const updateQuestion = (index: number, changes: Partial<QuestionDraft>) =>
    setDraft((current) => ({
      ...current,
      questions: current.questions.map((question, at) =>
        at === index ? { ...question, ...changes } : question,
      ),
    }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validateQuizDraft(draft, kind);
    setErrors(result.errors);
    if (!result.body) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const isKids = kind === 'kids';
    const options = {
      onSuccess: () => {
        toasts.success(
          quiz
            ? 'adminDashboard.messages.quizUpdated'
            : isKids
              ? 'adminDashboard.messages.kidsQuizCreated'
              : 'adminDashboard.messages.quizCreated',
        );
        onDone();
      },
      onError: (error: unknown) =>
        toasts.failure(
          error,
          quiz
            ? 'adminDashboard.errors.updateQuiz'
            : isKids
              ? 'adminDashboard.errors.createKidsQuiz'
              : 'adminDashboard.errors.createQuiz',
        ),
    };
    if (quiz) updateQuiz.mutate({ id: quiz.id, body: result.body }, options);
    else createQuiz.mutate(result.body, options);
  }

  const error = (key: string | undefined) => (key ? t(key) : undefined);
  const levels = kind === 'kids' ? KIDS_LESSONS : ADULT_LEVELS;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-language`} label={t('adminDashboard.quizForm.language')}>
          <Select
            value={draft.language}
            onValueChange={(value) => update({ language: value as LanguageCode })}
          >
            <SelectTrigger id={`${id}-language`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <LanguageSelectItems />
            </SelectContent>
          </Select>
        </FormField>
        <FormField
          id={`${id}-level`}
          label={t(kind === 'kids' ? 'adminDashboard.quizForm.lesson' : 'adminDashboard.quizForm.level')}
          className={kind === 'kids' ? 'sm:col-span-1' : 'sm:col-span-2'}
        >
          <Select value={String(draft.level)} onValueChange={(value) => update({ level: Number(value) })}>
            <SelectTrigger id={`${id}-level`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {levels.map((level) => (
                <SelectItem key={level} value={String(level)}>
                  {kind === 'kids'
                    ? t('adminDashboard.quizForm.lessonOption', {
                        lesson: level,
                        name: t(`adminDashboard.kidsLessons.${level}`),
                      })
                    : t('adminDashboard.quizForm.levelOption', { level })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        {kind === 'kids' ? (
          <FormField id={`${id}-age`} label={t('adminDashboard.quizForm.ageGroup')}>
            <Select value={draft.ageGroup} onValueChange={(value) => update({ ageGroup: value as AgeGroup })}>
              <SelectTrigger id={`${id}-age`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {AGE_GROUPS.map((ageGroup) => (
                  <SelectItem key={ageGroup} value={ageGroup}>
                    {t(`adminDashboard.ageGroups.${ageGroup}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        ) : null}
      </div>

      <FormField id={`${id}-title`} label={t('adminDashboard.quizForm.title')} error={error(errors.title)}>
        <Input
          {...describedBy(`${id}-title`, errors.title)}
          value={draft.title}
          maxLength={200}
          onChange={(event) => update({ title: event.target.value })}
          required
        />
      </FormField>
      <FormField
        id={`${id}-description`}
        label={t('adminDashboard.quizForm.quizDescription')}
        error={error(errors.description)}
      >
        <Textarea
          {...describedBy(`${id}-description`, errors.description)}
          value={draft.description}
          maxLength={1000}
          rows={2}
          onChange={(event) => update({ description: event.target.value })}
          required
        />
      </FormField>

      <div className="flex items-center gap-3 rounded-lg border p-3">
        <Switch
          id={`${id}-active`}
          checked={draft.isActive}
          onCheckedChange={(checked) => update({ isActive: checked })}
          aria-describedby={`${id}-active-hint`}
        />
        <div className="grid gap-0.5">
          <label htmlFor={`${id}-active`} className="text-sm font-medium">
            {t('adminDashboard.quizForm.active')}
          </label>
          <p id={`${id}-active-hint`} className="text-xs text-muted-foreground">
            {t('adminDashboard.quizForm.activeHint')}
          </p>
        </div>
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">{t('adminDashboard.quizForm.questions')}</legend>
        {errors.questions ? <FieldError>{t(errors.questions)}</FieldError> : null}
        {draft.questions.map((question, index) => (
          <QuestionFields
            key={index}
            baseId={`${id}-q${index}`}
            kind={kind}
            index={index}
            question={question}
            optionsError={error(errors.byQuestion[index]?.options)}
            picturesError={error(errors.byQuestion[index]?.pictures)}
            itemError={errors.byQuestion[index]?.item}
            canRemove={draft.questions.length > 1}
            onChange={(changes) => updateQuestion(index, changes)}
            onRemove={() =>
              setDraft((current) => ({
                ...current,
                questions: current.questions.filter((_, at) => at !== index),
              }))
            }
          />
        ))}
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() =>
            setDraft((current) => ({
              ...current,
              questions: [...current.questions, emptyQuestion(FORM_ITEM_TYPES[kind][0])],
            }))
          }
        >
          <Plus aria-hidden />
          {t('adminDashboard.quizForm.addQuestion')}
        </Button>
      </fieldset>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('adminDashboard.quizForm.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending
            ? t('adminDashboard.quizForm.saving')
            : t(quiz ? 'adminDashboard.quizForm.save' : 'adminDashboard.quizForm.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function QuestionFields({
  baseId,
  kind,
  index,
  question,
  optionsError,
  picturesError,
  itemError,
  canRemove,
  onChange,
  onRemove,
}: {
  baseId: string;
  kind: QuizKind;
  index: number;
  question: QuestionDraft;
  optionsError: string | undefined;
  picturesError: string | undefined;
  /** The item schema's complaint, as it words it. */
  itemError: string | undefined;
  canRemove: boolean;
  onChange: (changes: Partial<QuestionDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <fieldset className="relative grid gap-3 rounded-lg border p-4 pt-3" data-testid="quiz-question">
      <legend className="px-1 text-sm font-semibold">
        {t('adminDashboard.quizForm.question', { number })}
      </legend>
      {canRemove ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute right-2 top-2"
          onClick={onRemove}
          aria-label={t('adminDashboard.quizForm.removeQuestion', { number })}
        >
          <Trash2 aria-hidden />
        </Button>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${baseId}-type`} label={t('adminDashboard.quizForm.itemType')}>
          <Select value={question.type} onValueChange={(value) => onChange({ type: value as ItemType })}>
            <SelectTrigger id={`${baseId}-type`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FORM_ITEM_TYPES[kind].map((type) => (
                <SelectItem key={type} value={type}>
                  {t(`adminDashboard.itemTypes.${type}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id={`${baseId}-target`} label={t('adminDashboard.quizForm.target')}>
          <Input
            id={`${baseId}-target`}
            value={question.target}
            maxLength={80}
            onChange={(event) => onChange({ target: event.target.value })}
          />
        </FormField>
      </div>
      {question.type === 'reading' || question.type === 'tiny-reading' ? (
        <FormField id={`${baseId}-passage`} label={t('adminDashboard.quizForm.passage')}>
          <Textarea
            id={`${baseId}-passage`}
            value={question.passage}
            maxLength={2000}
            rows={3}
            onChange={(event) => onChange({ passage: event.target.value })}
          />
        </FormField>
      ) : null}
      {question.type === 'listening' || question.type === 'listen-tap' ? (
        <FormField id={`${baseId}-audio`} label={t('adminDashboard.quizForm.audioText')}>
          <Input
            id={`${baseId}-audio`}
            value={question.audioText}
            maxLength={500}
            onChange={(event) => onChange({ audioText: event.target.value })}
          />
        </FormField>
      ) : null}
      {question.type === 'listening' ? (
        <FormField id={`${baseId}-asks`} label={t('adminDashboard.quizForm.listeningAsks')}>
          <Select
            value={question.asks}
            onValueChange={(value) => onChange({ asks: value as QuestionDraft['asks'] })}
          >
            <SelectTrigger id={`${baseId}-asks`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="heard">{t('adminDashboard.quizForm.listeningHeard')}</SelectItem>
              <SelectItem value="meaning">{t('adminDashboard.quizForm.listeningMeaning')}</SelectItem>
            </SelectContent>
          </Select>
        </FormField>
      ) : null}
      <div className={kind === 'kids' ? 'grid gap-3 sm:grid-cols-[1fr_8rem]' : 'grid gap-3'}>
        <FormField id={`${baseId}-text`} label={t('adminDashboard.quizForm.questionText')}>
          <Input
            id={`${baseId}-text`}
            value={question.question}
            maxLength={500}
            onChange={(event) => onChange({ question: event.target.value })}
          />
        </FormField>
        {kind === 'kids' ? (
          <FormField id={`${baseId}-emoji`} label={t('adminDashboard.quizForm.emoji')}>
            <Input
              id={`${baseId}-emoji`}
              value={question.emoji}
              maxLength={16}
              onChange={(event) => onChange({ emoji: event.target.value })}
            />
          </FormField>
        ) : null}
      </div>
      {question.type === 'word-order' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={`${baseId}-words`} label={t('adminDashboard.quizForm.words')}>
            <Textarea
              id={`${baseId}-words`}
              value={question.words}
              rows={4}
              onChange={(event) => onChange({ words: event.target.value })}
            />
          </FormField>
          <div className="grid gap-3">
            <FormField id={`${baseId}-answer`} label={t('adminDashboard.quizForm.answer')}>
              <Input
                id={`${baseId}-answer`}
                value={question.answer}
                maxLength={500}
                onChange={(event) => onChange({ answer: event.target.value })}
              />
            </FormField>
            <FormField id={`${baseId}-accepted`} label={t('adminDashboard.quizForm.acceptedAnswers')}>
              <Textarea
                id={`${baseId}-accepted`}
                value={question.acceptedAnswers}
                rows={2}
                onChange={(event) => onChange({ acceptedAnswers: event.target.value })}
              />
            </FormField>
          </div>
        </div>
      ) : (
        <ChoiceFields baseId={baseId} question={question} optionsError={optionsError} onChange={onChange} />
      )}
      {takesPictures(question, kind) ? (
        <PictureFields baseId={baseId} question={question} error={picturesError} onChange={onChange} />
      ) : null}
      {itemError ? <FieldError id={`${baseId}-item-error`}>{itemError}</FieldError> : null}
      <FormField id={`${baseId}-explanation`} label={t('adminDashboard.quizForm.explanation')}>
        <Input
          id={`${baseId}-explanation`}
          value={question.explanation}
          maxLength={1000}
          onChange={(event) => onChange({ explanation: event.target.value })}
        />
      </FormField>
    </fieldset>
  );
}

/**
 * A picture per option for children who cannot read yet (decision 207): all four or none. A shipped
 * lesson's pictures show here, so a save keeps them.
 */
function PictureFields({
  baseId,
  question,
  error,
  onChange,
}: {
  baseId: string;
  question: QuestionDraft;
  error: string | undefined;
  onChange: (changes: Partial<QuestionDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {OPTION_LETTERS.map((letter, optionIndex) => (
          <FormField
            key={letter}
            id={`${baseId}-picture-${letter}`}
            label={t('adminDashboard.quizForm.picture', { letter })}
          >
            <Input
              id={`${baseId}-picture-${letter}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${baseId}-pictures-hint${error ? ` ${baseId}-pictures-error` : ''}`}
              value={question.pictures[optionIndex] ?? ''}
              maxLength={16}
              onChange={(event) =>
                onChange({
                  pictures: question.pictures.map((picture, at) =>
                    at === optionIndex ? event.target.value : picture,
                  ),
                })
              }
            />
          </FormField>
        ))}
      </div>
      <p id={`${baseId}-pictures-hint`} className="text-xs text-muted-foreground">
        {t('adminDashboard.quizForm.picturesHint')}
      </p>
      {error ? <FieldError id={`${baseId}-pictures-error`}>{error}</FieldError> : null}
    </div>
  );
}

/** The four options and which one is right (every type but word-order). */
function ChoiceFields({
  baseId,
  question,
  optionsError,
  onChange,
}: {
  baseId: string;
  question: QuestionDraft;
  optionsError: string | undefined;
  onChange: (changes: Partial<QuestionDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTION_LETTERS.map((letter, optionIndex) => (
          <FormField
            key={letter}
            id={`${baseId}-option-${letter}`}
            label={t('adminDashboard.quizForm.option', { letter })}
          >
            <Input
              id={`${baseId}-option-${letter}`}
              aria-invalid={optionsError ? true : undefined}
              aria-describedby={optionsError ? `${baseId}-options-error` : undefined}
              value={question.options[optionIndex] ?? ''}
              maxLength={200}
              onChange={(event) =>
                onChange({
                  options: question.options.map((option, at) =>
                    at === optionIndex ? event.target.value : option,
                  ),
                })
              }
            />
          </FormField>
        ))}
      </div>
      {optionsError ? <FieldError id={`${baseId}-options-error`}>{optionsError}</FieldError> : null}
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <FormField id={`${baseId}-correct`} label={t('adminDashboard.quizForm.correctAnswer')}>
          <Select
            value={String(question.correctAnswer)}
            onValueChange={(value) => onChange({ correctAnswer: Number(value) })}
          >
            <SelectTrigger id={`${baseId}-correct`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {OPTION_LETTERS.map((letter, optionIndex) => (
                <SelectItem key={letter} value={String(optionIndex)}>
                  {t('adminDashboard.quizForm.correctOption', { letter })}
                  {question.options[optionIndex]?.trim() ? (
                    <span className="text-muted-foreground"> · {question.options[optionIndex]!.trim()}</span>
                  ) : null}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      </div>
    </>
  );
}
