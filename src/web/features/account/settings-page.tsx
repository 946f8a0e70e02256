import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import { endpointUrl } from '../../../shared/contracts/endpoint.ts';
import { accountApi } from '../../../shared/contracts/endpoints/account.ts';
import { SignedInLayout } from '../../components/layout/signed-in-layout.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { describeError } from '../../lib/api-client.ts';
import { useDeleteAccount } from './api/delete-account.ts';

/** Deleting the account, confirmed by typing its email address (the server checks it too). */
function DeleteAccountDialog({ user }: { user: User }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTyped('');
          remove.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden />
          {t('settings.deleteButton')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('settings.confirmTitle')}</DialogTitle>
          <DialogDescription>{t('settings.confirmDescription')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!matches) return;
            remove.mutate(typed.trim(), { onSuccess: () => navigate('/', { replace: true }) });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="delete-account-confirmation">
              {t('settings.confirmLabel', { email: user.email })}
            </Label>
            <Input
              id="delete-account-confirmation"
              type="email"
              autoComplete="off"
              value={typed}
              maxLength={320}
              required
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          {remove.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {describeError(remove.error, t('settings.failed'))}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('settings.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending ? t('settings.deleting') : t('settings.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** `/settings`: the learner's data rights — downloading their data, deleting their account. */
export default function SettingsPage({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <SignedInLayout user={user}>
      <div className="mx-auto grid max-w-3xl gap-6">
        <div>
          <h1 className="text-3xl font-bold">{t('settings.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('settings.intro')}</p>
        </div>
        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('settings.dataHeading')}</CardTitle>
            <CardDescription>{t('settings.dataDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap items-center gap-4">
            {/* A plain download: the browser saves the archive as the server streams it. */}
            <a href={endpointUrl(accountApi.exportData)} download className={buttonVariants()}>
              <Download aria-hidden />
              {t('settings.download')}
            </a>
            <Link href="/privacy-policy" className="text-sm text-primary underline-offset-4 hover:underline">
              {t('settings.privacyLink')}
            </Link>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('settings.deleteHeading')}</CardTitle>
            <CardDescription>{t('settings.deleteDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <DeleteAccountDialog user={user} />
          </CardContent>
        </Card>
      </div>
    </SignedInLayout>
  );
}
