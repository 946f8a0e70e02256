import type { User } from '../../../../shared/contracts/auth.ts';
import PendingFeaturePage from '../../../app/pending-feature-page.tsx';

export default function Page({ user }: { user: User }) {
  return <PendingFeaturePage user={user} titleKey="quiz" />;
}
