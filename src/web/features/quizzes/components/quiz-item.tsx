import { CheckCircle2, Undo2, XCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemVerdict, PlayableItem } from '../../../../shared/contracts/quiz-play.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { itemAudioUrl } from '../api/quiz-attempts.ts';
import type { ItemAnswer } from '../use-quiz-game.ts';
import { ItemAudio } from './item-audio.tsx';

/** One drawn item of a level quiz, laid out for its type. `verdict` is the server's, once answered. */
export function QuizItem({
  attemptId,
  item,
  answer,
  verdict,
  disabled,
  onAnswer,
}: {
  attemptId: number;
  item: PlayableItem;
  answer: ItemAnswer | null;
  verdict: ItemVerdict | null;
  disabled: boolean;
  onAnswer: (answer: ItemAnswer) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      {item.passage ? (
        <section
          aria-label={t('levelQuiz.player.passageLabel')}
          className="rounded-lg bg-muted p-4 leading-relaxed"
        >
          {item.passage}
        </section>
      ) : null}
      {item.hasAudio ? (
        <ItemAudio
          src={itemAudioUrl(attemptId, item.itemIndex)}
          label={t('levelQuiz.player.playAudio')}
          errorText={t('levelQuiz.player.audioError')}
        />
      ) : null}
      {item.type === 'word-order' ? (
        <WordOrder
          item={item}
          order={Array.isArray(answer) ? answer : []}
          disabled={disabled}
          verdict={verdict}
          onChange={onAnswer}
        />
      ) : item.type === 'error-spotting' ? (
        <Segments
          item={item}
          selected={typeof answer === 'number' ? answer : null}
          disabled={disabled}
          verdict={verdict}
          onSelect={onAnswer}
        />
      ) : (
        <Options
          item={item}
          selected={typeof answer === 'number' ? answer : null}
          disabled={disabled}
          verdict={verdict}
          onSelect={onAnswer}
        />
      )}
    </div>
  );
}

interface ChoiceProps {
  item: PlayableItem;
  selected: number | null;
  disabled: boolean;
  verdict: ItemVerdict | null;
  onSelect: (option: number) => void;
}

function marksFor(optionIndex: number, selected: number | null, verdict: ItemVerdict | null) {
  const isRight = verdict !== null && optionIndex === verdict.rightOption;
  const isWrongPick = verdict !== null && selected === optionIndex && !isRight;
  return { isRight, isWrongPick };
}

function Options({ item, selected, disabled, verdict, onSelect }: ChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-xl font-semibold">{item.question}</legend>
      <p className="sr-only">{t('levelQuiz.player.choose')}</p>
      {(item.options ?? []).map((option, optionIndex) => {
        const isSelected = selected === optionIndex;
        const { isRight, isWrongPick } = marksFor(optionIndex, selected, verdict);
        return (
          <label
            key={optionIndex}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 px-4 py-3 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              isSelected && !verdict && 'border-primary bg-accent',
              isRight && 'border-success bg-success/10',
              isWrongPick && 'border-destructive bg-destructive/10',
              disabled && 'cursor-default',
            )}
          >
            <input
              type="radio"
              name={name}
              value={optionIndex}
              checked={isSelected}
              disabled={disabled}
              onChange={() => onSelect(optionIndex)}
              className="size-4 accent-[var(--color-primary)]"
            />
            <span className="flex-1">{option}</span>
            <Marks isRight={isRight} isWrongPick={isWrongPick} />
          </label>
        );
      })}
    </fieldset>
  );
}

function Marks({ isRight, isWrongPick }: { isRight: boolean; isWrongPick: boolean }) {
  const { t } = useTranslation();
  if (isRight) {
    return (
      <span className="flex items-center gap-1 text-sm font-medium text-success">
        <CheckCircle2 className="size-5" aria-hidden />
        {t('levelQuiz.player.correctMark')}
      </span>
    );
  }
  if (isWrongPick) {
    return (
      <span className="flex items-center gap-1 text-sm font-medium text-destructive">
        <XCircle className="size-5" aria-hidden />
        {t('levelQuiz.player.yourWrongAnswer')}
      </span>
    );
  }
  return null;
}

/** Error spotting: the sentence shown as its four segments, one of which the learner picks. */
function Segments({ item, selected, disabled, verdict, onSelect }: ChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-xl font-semibold">{t('levelQuiz.player.spotError')}</legend>
      <div className="flex flex-wrap gap-2 text-lg">
        {(item.options ?? []).map((segment, optionIndex) => {
          const isSelected = selected === optionIndex;
          const { isRight, isWrongPick } = marksFor(optionIndex, selected, verdict);
          return (
            <label
              key={optionIndex}
              className={cn(
                'cursor-pointer rounded-md border-2 border-dashed px-3 py-2 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                isSelected && !verdict && 'border-solid border-primary bg-accent',
                isRight && 'border-solid border-success bg-success/10',
                isWrongPick && 'border-solid border-destructive bg-destructive/10',
                disabled && 'cursor-default',
              )}
            >
              <input
                type="radio"
                name={name}
                value={optionIndex}
                checked={isSelected}
                disabled={disabled}
                onChange={() => onSelect(optionIndex)}
                className="sr-only"
              />
              {segment}
              {isRight ? <span className="sr-only"> — {t('levelQuiz.player.correctMark')}</span> : null}
              {isWrongPick ? (
                <span className="sr-only"> — {t('levelQuiz.player.yourWrongAnswer')}</span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Word order: tap the tiles to build the sentence; undo takes the last tile back. */
function WordOrder({
  item,
  order,
  disabled,
  verdict,
  onChange,
}: {
  item: PlayableItem;
  order: number[];
  disabled: boolean;
  verdict: ItemVerdict | null;
  onChange: (order: number[]) => void;
}) {
  const { t } = useTranslation();
  const words = item.words ?? [];
  const built = order.map((index) => words[index]).join(' ');
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-xl font-semibold">{item.question}</legend>
      <div
        className={cn(
          'min-h-14 rounded-lg border-2 px-4 py-3 text-lg',
          verdict?.correct === true && 'border-success bg-success/10',
          verdict?.correct === false && 'border-destructive bg-destructive/10',
        )}
        aria-live="polite"
        aria-label={t('levelQuiz.player.wordOrderBuilt')}
        role="status"
        data-testid="word-order-sentence"
      >
        {built || <span className="text-muted-foreground">{t('levelQuiz.player.wordOrderEmpty')}</span>}
      </div>
      <div role="group" aria-label={t('levelQuiz.player.wordOrderTiles')} className="flex flex-wrap gap-2">
        {words.map((word, index) => {
          const used = order.includes(index);
          return (
            <Button
              key={index}
              type="button"
              variant="outline"
              disabled={disabled || used}
              aria-pressed={used}
              onClick={() => onChange([...order, index])}
            >
              {word}
            </Button>
          );
        })}
      </div>
      <div>
        <Button
          type="button"
          variant="ghost"
          disabled={disabled || order.length === 0}
          onClick={() => onChange(order.slice(0, -1))}
        >
          <Undo2 aria-hidden />
          {t('levelQuiz.player.undo')}
        </Button>
      </div>
    </fieldset>
  );
}
