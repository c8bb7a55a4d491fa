import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  avatarLimits,
  bankBodyWire,
  bankResponseWire,
  changeVerifyBodyWire,
  codeSentWire,
  emailChangeBodyWire,
  faqQueryWire,
  faqsWire,
  notificationSettingsBodyWire,
  notificationSettingsWire,
  payoutMethodBodyWire,
  payoutMethodWire,
  phoneChangeBodyWire,
  preferencesBodyWire,
  profileBodyWire,
  profileResponseWire,
  profileSavedWire,
  userChangedWire,
} from '../../contract/account';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import {
  avatarTooLarge,
  getProfile,
  readAvatar,
  removeAvatar,
  saveProfile,
  setAvatar,
} from './profile-service';
import { invalidInput } from '../shared/app-error';
import { countriesAndZones } from '../auth';
import { getBank, getPayoutMethod, saveBank, savePayoutMethod } from './bank-service';
import {
  confirmEmailChange,
  confirmPhoneChange,
  startEmailChange,
  startPhoneChange,
} from './contact-change-service';
import {
  getNotificationSettings,
  saveNotificationSettings,
  savePreferences,
  searchFaqs,
} from './preferences-service';
import { createSender } from '../sender';
import { originOf, requireSession } from '../http/context';
import { requestLanguage } from '../http/language';
import { checkFormPart, eachPart } from '../http/multipart-form';
import { toUserWire, toCountryWire, toZoneWire } from '../company';
import {
  fromBankBodyWire,
  fromPayoutMethodBodyWire,
  fromPreferencesBodyWire,
  fromProfileBodyWire,
  toBankWire,
  toProfileWire,
} from './account-presenters';

/** The account calls of issue 12 that are not about passwords or sessions. */
export function accountRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sender = createSender(config, app.log);
  const client = (request: FastifyRequest) => ({ ip: request.ip });

  r.get(
    '/api/account/profile',
    { schema: { response: { 200: profileResponseWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const [profile, places] = await Promise.all([
        getProfile(db, memberId),
        countriesAndZones(db, requestLanguage(request)),
      ]);
      return {
        profile: toProfileWire(profile),
        countries: places.countries.map(toCountryWire),
        zones: places.zones.map(toZoneWire),
      };
    },
  );

  r.put(
    '/api/account/profile',
    { schema: { body: profileBodyWire, response: { 200: profileSavedWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const { member, profile } = await saveProfile(
        db,
        memberId,
        fromProfileBodyWire(request.body),
      );
      return { user: toUserWire(member, originOf(request)), profile: toProfileWire(profile) };
    },
  );

  r.delete(
    '/api/account/avatar',
    { schema: { response: { 200: userChangedWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      return {
        user: toUserWire(await removeAvatar(db, config.dataDir, memberId), originOf(request)),
      };
    },
  );

  // Thumbnails are served without a token: an <img> sends none. Their names are 128 random
  // bits made by the server, and the bytes are the server's own re-encoding (decision 015).
  r.get(
    '/media/avatars/:file',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ file: z.string() }) },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await readAvatar(config.dataDir, request.params.file)),
  );

  // Multipart only for the avatar upload, as for KYC: every other call stays JSON.
  void app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: avatarLimits.maxFileBytes, files: 1, fields: 2, parts: 3 },
    });
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/account/avatar',
      {
        schema: {
          description: `multipart/form-data: one JPEG, PNG or WebP picture under ${avatarLimits.field}, at most ${avatarLimits.maxFileBytes / 1024 / 1024} MB; stored as a ${avatarLimits.size} px square WebP.`,
          response: { 200: userChangedWire },
        },
      },
      async (request) => {
        const { memberId } = requireSession(request);
        if (!request.isMultipart())
          throw invalidInput(avatarLimits.field, 'Send the picture as multipart/form-data.');
        let content: Buffer | null = null;
        try {
          await eachPart(request, async (part) => {
            checkFormPart(part);
            if (part.type === 'file' && part.fieldname === avatarLimits.field)
              content = await part.toBuffer();
            else if (part.type === 'file') part.file.resume();
          });
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE')
            throw invalidInput(avatarLimits.field, avatarTooLarge);
          if (
            code === 'FST_FILES_LIMIT' ||
            code === 'FST_PARTS_LIMIT' ||
            code === 'FST_FIELDS_LIMIT'
          )
            throw invalidInput(avatarLimits.field, 'Send one picture only.');
          throw error;
        }
        const member = await setAvatar(db, config.dataDir, memberId, content);
        return { user: toUserWire(member, originOf(request)) };
      },
    );
  });

  r.post(
    '/api/account/email',
    { schema: { body: emailChangeBodyWire, response: { 200: codeSentWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const sent = await startEmailChange(
        db,
        sender,
        memberId,
        request.body.email,
        client(request),
      );
      return { sent_to: sent.sentTo, expires_in: sent.expiresIn };
    },
  );

  r.post(
    '/api/account/email/verify',
    { schema: { body: changeVerifyBodyWire, response: { 200: userChangedWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const member = await confirmEmailChange(
        db,
        sender,
        memberId,
        request.body.otp,
        client(request),
      );
      return { user: toUserWire(member, originOf(request)) };
    },
  );

  r.post(
    '/api/account/phone',
    { schema: { body: phoneChangeBodyWire, response: { 200: codeSentWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const sent = await startPhoneChange(
        db,
        sender,
        memberId,
        { mobileCode: request.body.mobile_code, mobile: request.body.mobile },
        client(request),
      );
      return { sent_to: sent.sentTo, expires_in: sent.expiresIn };
    },
  );

  r.post(
    '/api/account/phone/verify',
    { schema: { body: changeVerifyBodyWire, response: { 200: profileSavedWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const member = await confirmPhoneChange(
        db,
        sender,
        memberId,
        request.body.otp,
        client(request),
      );
      return {
        user: toUserWire(member, originOf(request)),
        profile: toProfileWire(await getProfile(db, memberId)),
      };
    },
  );

  r.get(
    '/api/account/bank',
    { schema: { response: { 200: bankResponseWire } } },
    async (request) => {
      const bank = await getBank(db, requireSession(request).memberId);
      return { bank: bank ? toBankWire(bank) : null };
    },
  );

  r.put(
    '/api/account/bank',
    { schema: { body: bankBodyWire, response: { 200: bankResponseWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      return {
        bank: toBankWire(await saveBank(db, sender, memberId, fromBankBodyWire(request.body))),
      };
    },
  );

  const payoutMethodOut = (s: Awaited<ReturnType<typeof getPayoutMethod>>) => ({
    method: s.method,
    paypal_email: s.paypalEmail,
    allowed_methods: s.allowedMethods,
    ready: s.ready,
    bank: s.bank ? toBankWire(s.bank) : null,
    wallet_password_set: s.walletPasswordSet,
    hold_hours: s.holdHours,
    payouts_held_until: s.heldUntil?.toISOString() ?? null,
  });

  r.get(
    '/api/account/payout_method',
    { schema: { response: { 200: payoutMethodWire } } },
    async (request) => payoutMethodOut(await getPayoutMethod(db, requireSession(request).memberId)),
  );

  r.put(
    '/api/account/payout_method',
    { schema: { body: payoutMethodBodyWire, response: { 200: payoutMethodWire } } },
    async (request) =>
      payoutMethodOut(
        await savePayoutMethod(
          db,
          sender,
          requireSession(request).memberId,
          fromPayoutMethodBodyWire(request.body),
        ),
      ),
  );

  r.put(
    '/api/account/preferences',
    { schema: { body: preferencesBodyWire, response: { 200: userChangedWire } } },
    async (request) => {
      const member = await savePreferences(
        db,
        requireSession(request).memberId,
        fromPreferencesBodyWire(request.body),
      );
      return { user: toUserWire(member, originOf(request)) };
    },
  );

  const settingsOut = (items: Awaited<ReturnType<typeof getNotificationSettings>>) => ({
    items: items.map((i) => ({ event: i.event, email: i.email, in_app: i.inApp })),
  });

  r.get(
    '/api/account/notification_settings',
    { schema: { response: { 200: notificationSettingsWire } } },
    async (request) =>
      settingsOut(await getNotificationSettings(db, requireSession(request).memberId)),
  );

  r.put(
    '/api/account/notification_settings',
    { schema: { body: notificationSettingsBodyWire, response: { 200: notificationSettingsWire } } },
    async (request) =>
      settingsOut(
        await saveNotificationSettings(
          db,
          requireSession(request).memberId,
          request.body.items.map((i) => ({ event: i.event, email: i.email, inApp: i.in_app })),
        ),
      ),
  );

  r.get(
    '/api/account/faqs',
    { schema: { querystring: faqQueryWire, response: { 200: faqsWire } } },
    async (request) => {
      requireSession(request);
      return { items: await searchFaqs(db, requestLanguage(request), request.query.search) };
    },
  );
}
