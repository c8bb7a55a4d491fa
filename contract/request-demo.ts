import { z } from 'zod';
import { countryWire } from './modules';

/** The fixed platform value every demo request carries (spec §9). */
export const demoPlatform = 'App Web';

const demoOptionWire = z.object({ id: z.number().int(), name: z.string() });
export type DemoOptionWire = z.infer<typeof demoOptionWire>;

/** GET /api/request_demo (public): what the demo-request form offers. */
export const demoOptionsWire = z.object({
  countries: z.array(countryWire),
  compensation_plans: z.array(demoOptionWire),
  industries: z.array(demoOptionWire),
});

// A select sends its value as a number or as the numeric text of one; ids are int4 in the
// database, so anything longer than nine digits cannot be one.
const optionId = (label: string) => {
  const error = `Choose a valid ${label}.`;
  return z.union(
    [
      z.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error }),
      z
        .string({ error })
        .trim()
        .regex(/^\d{1,9}$/, { error }),
    ],
    { error },
  );
};

/**
 * POST /api/request_demo (public). Name, email and mobile are always sent; country, industry
 * and compensation plan only when chosen (spec §5), each as the id of an option above.
 */
export const demoRequestBodyWire = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'The name is too long.'),
  email: z.email('Enter a valid email address.').max(254),
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[\d\s-]{6,20}$/, 'Enter a valid mobile number.'),
  platform: z.literal(demoPlatform, { error: `The platform must be ${demoPlatform}.` }),
  country_id: optionId('country').optional(),
  industry: optionId('industry').optional(),
  compensation_plan: optionId('compensation plan').optional(),
});
export type DemoRequestBodyWire = z.infer<typeof demoRequestBodyWire>;

export const demoRequestResponseWire = z.object({ success: z.literal(true), message: z.string() });
