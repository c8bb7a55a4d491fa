import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connection';
import { deleteBankAndPreferencesOf, removeAvatarFile } from '../account';
import { anonymiseMemberRow, closeAccount, findMemberById } from '../members';
import { anonymiseAddressesOf } from '../engine';
import { deleteKycOf } from '../kyc';
import { getCompany } from '../company';
import { findAdminUsername, findOpenAccountSecret, searchDownline } from './users-repo';
import type { DownlineMember } from '../network';
import { invalidInput, notFound } from '../shared/app-error';
import {
  expireMemberCodes,
  requirePassword,
  revokeAllTokens,
  revokeMemberStoreTokens,
} from '../auth';

/** A search box answers a short list; the member types more to narrow it down. */
const SEARCH_LIMIT = 20;

const roleNames = { 1: 'Admin', 2: 'User', 3: 'Affiliate' } as const;
export type RoleName = (typeof roleNames)[keyof typeof roleNames];

export function roleNameOf(roleId: number): RoleName {
  const name = roleNames[roleId as keyof typeof roleNames];
  if (!name) throw new Error(`unknown role id ${roleId}`);
  return name;
}

export async function searchMyDownline(
  db: Db,
  memberId: number,
  line: 'sponsor' | 'placement',
  keyword: string,
  levels: number | null,
): Promise<DownlineMember[]> {
  return searchDownline(db, memberId, {
    line,
    keyword: keyword.trim(),
    levels,
    limit: SEARCH_LIMIT,
  });
}

export type AdminInfo = {
  companyName: string;
  adminUsername: string | null;
  email: string;
  supportEmail: string | null;
  phone: string | null;
};

export async function getAdminInfo(db: Db): Promise<AdminInfo> {
  const [company, adminUsername] = await Promise.all([getCompany(db), findAdminUsername(db)]);
  if (!company) throw new Error('The company is not set up: run the seed or migrations first.');
  return {
    companyName: company.name,
    adminUsername,
    email: company.email,
    supportEmail: company.supportEmail,
    phone: company.phone,
  };
}

/**
 * Closes the caller's account after checking the password: marks it deleted and blocked and
 * ends every session, in one transaction. The member keeps its place in the genealogy.
 * (In a demo company the demo hook refuses this call before it gets here.)
 */
export async function deleteOwnAccount(
  db: Db,
  dataDir: string,
  memberId: number,
  password: string,
): Promise<void> {
  await requirePassword(db, memberId, {
    hash: await findOpenAccountSecret(db, memberId),
    password,
    wrong: () => invalidInput('password', 'The password is incorrect.'),
  });
  const files = await db.transaction(async (tx) => {
    await closeAccount(tx, memberId);
    await revokeAllTokens(tx, memberId);
    const avatar = await anonymiseMemberRow(tx, memberId);
    const kycFiles = await deleteKycOf(tx, memberId);
    await deleteBankAndPreferencesOf(tx, memberId);
    await anonymiseAddressesOf(tx, memberId);
    await expireMemberCodes(tx, memberId);
    await revokeMemberStoreTokens(tx, memberId);
    return { avatar, kycFiles };
  });
  // Files go once the rows are gone for good; a failure leaves an orphan file, never a row
  // that points at nothing.
  await removeAvatarFile(dataDir, files.avatar);
  const kycFolder = path.join(dataDir, 'uploads', 'kyc', String(memberId));
  await Promise.all(
    files.kycFiles
      .filter((name) => /^[a-f0-9]{32}\.(png|jpg|pdf)$/.test(name))
      .map((name) => unlink(path.join(kycFolder, name)).catch(() => undefined)),
  );
}

/** The signed-in member's own record (GET /api/user_data). */
export async function getOwnMember(db: Db, memberId: number) {
  const member = await findMemberById(db, memberId);
  if (!member) throw notFound('Member not found.');
  return member;
}
