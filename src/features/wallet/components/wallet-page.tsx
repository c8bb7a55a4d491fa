import type { ReactNode } from 'react';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { WalletTabs } from './wallet-tabs';

/** Every wallet screen: the sub-page tabs, a heading and what the screen is for. */
export function WalletPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <ScreenPage nav={<WalletTabs />} title={title} subtitle={subtitle}>
      {children}
    </ScreenPage>
  );
}
