import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import type { User } from '../../../shared/contracts/auth.ts';
import { AppHeader } from './app-header.tsx';
import { Footer } from './footer.tsx';

/**
 * The frame of signed-in screens: header, content, footer. The tooltip provider lives here rather than at
 * the root so the login page does not download it. Tooltips open after 700 ms, skip delay
 * 300 ms (docs/product.md#screens).
 */
export function SignedInLayout({
  user,
  headerExtras,
  children,
}: {
  user: User;
  headerExtras?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <div className="flex min-h-screen flex-col">
        <AppHeader user={user}>{headerExtras}</AppHeader>
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">{children}</main>
        <Footer />
      </div>
    </Tooltip.Provider>
  );
}
