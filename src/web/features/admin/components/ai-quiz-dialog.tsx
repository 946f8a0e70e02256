import { Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADULT_LEVELS, AGE_GROUPS, type AgeGroup } from '../../../../shared/contracts/quizzes.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
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
import { useGenerateKidsQuiz, useGenerateQuiz } from '../api/admin-quizzes.ts';
import type { QuizKind } from '../quiz-form-model.ts';
import { useAdminToasts } from './admin-feedback.tsx';
import { describedBy, FormField } from './form-field.tsx';
import { LanguageSelectItems } from './language-select-items.tsx';

/**
 * "Generar con IA" (language, level 1–5, topic) and "IA Quiz Niños" (language, age group, topic).
 * The server generates, validates and saves the quiz; the dialog closes when it is saved.
 */
export function AiQuizDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: QuizKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t(kind === 'kids' ? 'adminDashboard.aiForm.kidsTitle' : 'adminDashboard.aiForm.title')}
          </DialogTitle>
          <DialogDescription>
            {t(
              kind === 'kids' ? 'adminDashboard.aiForm.kidsDescription' : 'adminDashboard.aiForm.description',
            )}
          </DialogDescription>
        </DialogHeader>
        <AiQuizForm kind={kind} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AiQuizForm({ kind, onDone }: { kind: QuizKind; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const toasts = useAdminToasts();
  const generateQuiz = useGenerateQuiz();
  const generateKidsQuiz = useGenerateKidsQuiz();
  const [language, setLanguage] = useState<LanguageCode>('english');
  const [level, setLevel] = useState(1);
  const [ageGroup, setAgeGroup] = useState<AgeGroup>(AGE_GROUPS[0]);
  const [topic, setTopic] = useState('');
  const [topicError, setTopicError] = useState<string>();
  const isPending = generateQuiz.isPending || generateKidsQuiz.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = topic.trim();
    if (!trimmed) {
      setTopicError(t('adminDashboard.aiForm.topicRequired'));
      document.getElementById(`${id}-topic`)?.focus();
      return;
    }
    setTopicError(undefined);
    if (kind === 'kids') {
      generateKidsQuiz.mutate(
        { language, ageGroup, topic: trimmed },
        {
          onSuccess: () => {
            toasts.success('adminDashboard.messages.kidsQuizGenerated');
            onDone();
          },
          onError: (error) => toasts.failure(error, 'adminDashboard.errors.generateKidsQuiz'),
        },
      );
    } else {
      generateQuiz.mutate(
        { language, level, topic: trimmed },
        {
          onSuccess: () => {
            toasts.success('adminDashboard.messages.quizGenerated');
            onDone();
          },
          onError: (error) => toasts.failure(error, 'adminDashboard.errors.generateQuiz'),
        },
      );
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-language`} label={t('adminDashboard.aiForm.language')}>
          <Select value={language} onValueChange={(value) => setLanguage(value as LanguageCode)}>
            <SelectTrigger id={`${id}-language`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <LanguageSelectItems />
            </SelectContent>
          </Select>
        </FormField>
        {kind === 'kids' ? (
          <FormField id={`${id}-age`} label={t('adminDashboard.aiForm.ageGroup')}>
            <Select value={ageGroup} onValueChange={(value) => setAgeGroup(value as AgeGroup)}>
              <SelectTrigger id={`${id}-age`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {AGE_GROUPS.map((group) => (
                  <SelectItem key={group} value={group}>
                    {t(`adminDashboard.ageGroups.${group}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        ) : (
          <FormField id={`${id}-level`} label={t('adminDashboard.aiForm.level')}>
            <Select value={String(level)} onValueChange={(value) => setLevel(Number(value))}>
              <SelectTrigger id={`${id}-level`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ADULT_LEVELS.map((option) => (
                  <SelectItem key={option} value={String(option)}>
                    {t('adminDashboard.aiForm.levelOption', { level: option })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        )}
      </div>
      <FormField id={`${id}-topic`} label={t('adminDashboard.aiForm.topic')} error={topicError}>
        <Input
          {...describedBy(`${id}-topic`, topicError)}
          value={topic}
          maxLength={200}
          placeholder={t('adminDashboard.aiForm.topicPlaceholder')}
          onChange={(event) => setTopic(event.target.value)}
          required
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('adminDashboard.aiForm.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          <Sparkles aria-hidden />
          {isPending ? t('adminDashboard.aiForm.generating') : t('adminDashboard.aiForm.generate')}
        </Button>
      </DialogFooter>
    </form>
  );
}
