import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskSettingsWire,
  settingChangeBodyWire,
  settingChangePreviewWire,
  settingChangeResponseWire,
  type SettingChangeBodyWire,
} from '../../contract/desk-settings';
import type { Db } from '../db/connection';
import { operatorActorOf } from '../http/context';
import { pathId } from '../http/path-id';
import { operatorRoute } from '../http/route-policy';
import {
  toDeskSettingWire,
  toSettingChangePreviewWire,
  toSettingChangeWire,
} from './desk-settings-presenters';
import {
  cancelScheduledChange,
  previewSettingChange,
  readSettings,
  scheduleSettingChange,
} from './desk-settings-service';

const idParams = z.object({ id: z.string() });
const inputOf = (b: SettingChangeBodyWire) => ({
  key: b.key,
  value: b.value,
  effectiveFrom: new Date(b.effective_from),
});
const described = <R extends { schema: object }>(route: R, description: string): R => ({
  ...route,
  schema: { ...route.schema, description },
});

/** The desk's company settings: values in effect, scheduled changes, preview and cancel. */
export function deskSettingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/settings',
    described(
      operatorRoute('settings', {}, deskSettingsWire),
      'Every setting the desk manages (module flags, payout limits and fees, KYC, return window and hold periods, the compensation plan): its value in effect now, the earliest instant a change may take effect, and the changes scheduled.',
    ),
    async () => ({ settings: (await readSettings(db)).map(toDeskSettingWire) }),
  );

  r.post(
    '/api/admin/settings/changes/preview',
    described(
      operatorRoute('settings', { body: settingChangeBodyWire }, settingChangePreviewWire),
      'What a change would do (old and new value, from when, the first period it applies to), checked like a real one. Stores nothing.',
    ),
    async (request) =>
      toSettingChangePreviewWire(await previewSettingChange(db, inputOf(request.body))),
  );

  r.post(
    '/api/admin/settings/changes',
    described(
      operatorRoute('settings', { body: settingChangeBodyWire }, settingChangeResponseWire),
      'Schedules a change of one setting from effective_from on: never in the past, and for plan settings never before the start of the next period, so settled figures keep their rules.',
    ),
    async (request) => ({
      change: toSettingChangeWire(
        await scheduleSettingChange(db, operatorActorOf(request), inputOf(request.body)),
      ),
    }),
  );

  r.delete(
    '/api/admin/settings/changes/:id',
    described(
      operatorRoute('settings', { params: idParams }, settingChangeResponseWire),
      'Cancels a scheduled change that has not taken effect yet.',
    ),
    async (request) => ({
      change: toSettingChangeWire(
        await cancelScheduledChange(
          db,
          operatorActorOf(request),
          pathId(request.params.id, 'Setting change'),
        ),
      ),
    }),
  );
}
