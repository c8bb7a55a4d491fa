import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { avatarLimits } from '../../contract/account';
import type { Db, Queryable } from '../db/connection';
import { dateOfBirthProblem, sniffImage } from './account-rules';
import type { Member } from '../shared/types';
import { findProfile, type Profile } from './account-repo';

export type { Profile };
import { findMemberById, swapAvatar, updateProfile, type ProfileChange } from '../members';
import { findZone } from '../company';
import { AppError, invalidInput, notFound } from '../shared/app-error';

/** Thumbnails live under DATA_DIR, never in a public folder of the build. */
const avatarFolder = (dataDir: string) => path.join(dataDir, 'avatars');

/** The URL an avatar is served at; the name is 128 random bits, so it cannot be guessed. */
const avatarUrl = (storedName: string) => `/media/avatars/${storedName}`;
const storedNamePattern = /^[a-f0-9]{32}\.webp$/;
const storedNameOf = (url: string | null) => {
  const name = url?.split('/').pop() ?? '';
  return url?.startsWith('/media/avatars/') && storedNamePattern.test(name) ? name : null;
};

export async function getProfile(db: Queryable, memberId: number): Promise<Profile> {
  const profile = await findProfile(db, memberId);
  if (!profile) throw notFound('Member not found.');
  return profile;
}

async function freshMember(db: Queryable, memberId: number): Promise<Member> {
  const member = await findMemberById(db, memberId);
  if (!member) throw notFound('Member not found.');
  return member;
}

/** The basic details a member saves: the address, place and names the form asks for. */
export type ProfileInput = ProfileChange & {
  address1: string;
  city: string;
  countryId: number;
  zoneId: number;
  postcode: string;
};

/** Saves the basic details after the checks zod cannot make: a real past date, a real place. */
export async function saveProfile(
  db: Db,
  memberId: number,
  body: ProfileInput,
  today = new Date(),
): Promise<{ member: Member; profile: Profile }> {
  const errors: Record<string, string[]> = {};
  if (body.dateOfBirth) {
    const problem = dateOfBirthProblem(body.dateOfBirth, today);
    if (problem) errors.date_of_birth = [problem];
  }
  const zone = await findZone(db, body.zoneId);
  if (!zone) errors.zone_id = ['Choose a region from the list.'];
  else if (zone.countryId !== body.countryId)
    errors.zone_id = ['This region is not in the chosen country.'];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(422, 'validation_error', first, errors);
  await updateProfile(db, memberId, {
    firstName: body.firstName,
    lastName: body.lastName,
    dateOfBirth: body.dateOfBirth,
    gender: body.gender,
    address1: body.address1,
    address2: body.address2,
    city: body.city,
    countryId: body.countryId,
    zoneId: body.zoneId,
    postcode: body.postcode,
  });
  return { member: await freshMember(db, memberId), profile: await getProfile(db, memberId) };
}

export const avatarTooLarge = `The picture must be at most ${avatarLimits.maxFileBytes / 1024 / 1024} MB.`;
const avatarWrongType = 'Choose a JPEG, PNG or WebP picture.';

/**
 * Re-encodes the upload to a square WebP thumbnail (metadata dropped), so what is served is
 * always an image this server made, never the uploaded bytes. The old picture's file goes.
 */
export async function setAvatar(
  db: Db,
  dataDir: string,
  memberId: number,
  content: Buffer | null,
): Promise<Member> {
  if (!content || content.length === 0) throw invalidInput(avatarLimits.field, 'Choose a picture.');
  if (content.length > avatarLimits.maxFileBytes)
    throw invalidInput(avatarLimits.field, avatarTooLarge);
  if (!sniffImage(content)) throw invalidInput(avatarLimits.field, avatarWrongType);
  let thumbnail: Buffer;
  try {
    thumbnail = await sharp(content, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(avatarLimits.size, avatarLimits.size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalidInput(avatarLimits.field, 'This picture could not be read. Try another file.');
  }
  const storedName = `${randomBytes(16).toString('hex')}.webp`;
  await mkdir(avatarFolder(dataDir), { recursive: true, mode: 0o700 });
  await writeFile(path.join(avatarFolder(dataDir), storedName), thumbnail, { flag: 'wx' });
  const old = await db.transaction((tx) => swapAvatar(tx, memberId, avatarUrl(storedName)));
  await removeAvatarFile(dataDir, old);
  return freshMember(db, memberId);
}

export async function removeAvatar(db: Db, dataDir: string, memberId: number): Promise<Member> {
  const old = await db.transaction((tx) => swapAvatar(tx, memberId, null));
  await removeAvatarFile(dataDir, old);
  return freshMember(db, memberId);
}

/** Only files this service named are ever deleted. */
export async function removeAvatarFile(dataDir: string, url: string | null): Promise<void> {
  const name = storedNameOf(url);
  if (name) await unlink(path.join(avatarFolder(dataDir), name)).catch(() => undefined);
}

/** A thumbnail by its stored name; anything else is a 404. */
export async function readAvatar(dataDir: string, name: string): Promise<Buffer> {
  if (!storedNamePattern.test(name)) throw notFound('Picture not found.');
  try {
    return await readFile(path.join(avatarFolder(dataDir), name));
  } catch {
    throw notFound('Picture not found.');
  }
}
