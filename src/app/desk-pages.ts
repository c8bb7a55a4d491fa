import type { DeskPage } from '@/components/desk/desk-page';
import { deskAuditPages } from '@/features/desk-audit/desk-audit-routes';
import { deskPayoutsPages } from '@/features/desk-payouts/desk-payouts-routes';
import { deskMembersPages } from '@/features/desk-members/desk-members-routes';
import { deskKycPages } from '@/features/desk-kyc/desk-kyc-routes';
import { deskSalesPages } from '@/features/desk-sales/desk-sales-routes';
import { deskSupportPages } from '@/features/desk-support/desk-support-routes';
import { deskContentPages } from '@/features/desk-content/desk-content-routes';
import { deskSettingsPages } from '@/features/desk-settings/desk-settings-routes';

/**
 * Every screen of the operator desk, from each desk feature's list, in the menu's order. The
 * router mounts each under /admin/<path>/*; the menu and home show those the operator may use.
 */
export const deskPages: readonly DeskPage[] = [
  ...deskKycPages,
  ...deskPayoutsPages,
  ...deskSupportPages,
  ...deskSalesPages,
  ...deskMembersPages,
  ...deskContentPages,
  ...deskSettingsPages,
  ...deskAuditPages,
];
