import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import { KidsSection } from '../kids/components/kids-section.tsx';
import { KidModeLayout } from './kid-mode-layout.tsx';

/** `/kids`: kid mode's home, the child's ABC For Kids lessons and nothing else (decision 208). */
export default function KidModePage({ user }: { user: User }) {
  const { t } = useTranslation();
  if (!user.kidMode) return <Redirect to="/family" replace />;
  return (
    <KidModeLayout kid={user.kidMode}>
      <div className="grid gap-6">
        <h1 className="text-3xl font-bold">{t('family.kidMode.hello', { name: user.kidMode.name })}</h1>
        <KidsSection languages={[user.kidMode.language]} />
      </div>
    </KidModeLayout>
  );
}
