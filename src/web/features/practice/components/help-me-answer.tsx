import { LifeBuoy, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useHelpReplies } from '../api/help-replies.ts';

/**
 * "Help me answer" (decision 214): asks for two short replies to the teacher's last message and offers
 * them; picking one hands it to `onPick`, which puts it in the message box to say, change or send.
 */
export function HelpMeAnswer({
  sessionId,
  disabled = false,
  onPick,
  className,
}: {
  sessionId: number;
  disabled?: boolean;
  onPick(reply: string): void;
  className?: string;
}) {
  const { t } = useTranslation();
  const help = useHelpReplies();
  const replies = help.data?.replies;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)} data-testid="help-me-answer">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => help.mutate(sessionId)}
        disabled={disabled || help.isPending}
      >
        {help.isPending ? (
          <Loader2 className="motion-safe:animate-spin" aria-hidden />
        ) : (
          <LifeBuoy aria-hidden />
        )}
        {t('conversation.help')}
      </Button>
      {replies && !help.isPending ? (
        <div
          role="group"
          aria-label={t('conversation.helpHint')}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-sm text-muted-foreground">{t('conversation.helpHint')}</span>
          {replies.map((reply) => (
            <Button
              key={reply}
              type="button"
              variant="secondary"
              size="sm"
              className="h-auto whitespace-normal py-1.5 text-left"
              disabled={disabled}
              onClick={() => {
                help.reset();
                onPick(reply);
              }}
              data-testid="help-reply"
            >
              {reply}
            </Button>
          ))}
        </div>
      ) : null}
      {help.isError ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {describeError(help.error, t('conversation.helpFailed'))}
        </p>
      ) : null}
    </div>
  );
}
