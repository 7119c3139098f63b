// The entities of SPEC §3 as zod schemas, with field names exactly as they travel on the wire
// (`chechboxes` included). Both the API and the apps parse with these, so they cannot drift.
import { z } from 'zod';
import { ACTION_STATUSES } from './constants.ts';
import { WIRE_MESSAGE } from './wire/messages.ts';

/** 'YYYY-MM-DD HH:mm:ss' in Polish local time (Europe/Warsaw). */
export const wireDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, WIRE_MESSAGE.expectedDateTime);
/** 'YYYY-MM-DD'. */
export const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, WIRE_MESSAGE.expectedDate);
/** A date-time wrapped the way the wire carries it: `{date: 'YYYY-MM-DD HH:mm:ss'}`. */
export const dateBox = z.object({ date: wireDateTime });
export type DateBox = z.infer<typeof dateBox>;

export const uuid = z.string().min(1).max(64);

/** A list the original API may send as null: read as empty. */
export const nullableList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

/** What `nullableList` does, as a plain function (for answers read without their schema). */
export const listOrEmpty = <T>(list: readonly T[] | null | undefined): T[] => (list ?? []) as T[];

export const ROLES = ['HST', 'ASM', 'HSADM', 'ADMIN', 'CLIENT'] as const;
export const roleId = z.enum(ROLES);
export type RoleId = z.infer<typeof roleId>;

export { ACTION_STATUSES };
export const actionStatus = z.enum(ACTION_STATUSES);
export type ActionStatus = z.infer<typeof actionStatus>;

export const ACTION_TYPES = ['Standard', 'Horeca'] as const;
export const actionType = z.enum(ACTION_TYPES);
export type ActionType = z.infer<typeof actionType>;

export const territory = z.object({
  uuid,
  ident: z.string(),
  trash: z.boolean().optional(),
});
export type Territory = z.infer<typeof territory>;

/** An area of a territory; `territory` says which (users' areas carry it, so the wizard can match). */
export const area = z.object({
  uuid,
  ident: z.string().optional(),
  territory: z.object({ uuid }).optional(),
});
export type Area = z.infer<typeof area>;

export const address = z.object({
  streetAddress: z.string().nullable(),
  streetNumber: z.string().nullable(),
  cityName: z.string().nullable(),
});
export type Address = z.infer<typeof address>;

export const point = z.object({
  uuid,
  ident: z.string(),
  name: z.string().nullable(),
  address,
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
});
export type Point = z.infer<typeof point>;

export const event = z.object({
  uuid,
  ident: z.string(),
  name: z.string(),
  chain: z.string().nullable().optional(),
  since: dateBox,
  until: dateBox,
  territory: nullableList(territory),
  new: z.boolean().optional(),
});
export type Event = z.infer<typeof event>;
/** An event as `event` reads it, without the schema: its territory list is never null. */
export const normalizeEvent = (e: z.input<typeof event>): Event => ({
  ...e,
  territory: listOrEmpty(e.territory),
});

export const availabilitySlot = z.object({ since: dateBox, until: dateBox, uuid: z.string().optional() });
export type AvailabilitySlot = z.infer<typeof availabilitySlot>;

/** A person's action as shown in the personnel calendar. */
export const personAction = z.object({
  uuid,
  name: z.string(),
  since: dateBox,
  until: dateBox,
  status: z.object({ global: z.object({ ident: actionStatus }) }),
});

export const user = z.object({
  uuid,
  ident: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.object({ uuid: roleId }),
  territories: nullableList(territory),
  areas: nullableList(area),
  availability: nullableList(availabilitySlot),
  actions: nullableList(personAction),
  emailAddress: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  username: z.string(),
  /** Addition: false for a deactivated account (it cannot sign in; its past stays). */
  active: z.boolean().optional(),
  /** Addition: the events a client (role CLIENT) may see; left out for other roles. */
  events: z.array(z.object({ uuid, name: z.string() })).optional(),
});
export type User = z.infer<typeof user>;
/** A person as `user` reads her, without the schema: her lists are never null. */
export const normalizeUser = (u: z.input<typeof user>): User => ({
  ...u,
  territories: listOrEmpty(u.territories),
  areas: listOrEmpty(u.areas),
  availability: listOrEmpty(u.availability),
  actions: listOrEmpty(u.actions),
});

export const actionPoint = z.object({
  point: z.object({ uuid }),
  address: address.nullable().optional(),
  name: z.string().nullable().optional(),
  ident: z.string().nullable().optional(),
  trash: z.boolean().optional(),
});
export type ActionPoint = z.infer<typeof actionPoint>;

export const actionUser = z.object({
  uuid,
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  ident: z.string().optional(),
  trash: z.boolean().optional(),
  /** Addition: false for a person whose account was deactivated (the action keeps her name). */
  active: z.boolean().optional(),
});
export type ActionUser = z.infer<typeof actionUser>;

export const action = z.object({
  uuid,
  id: z.string().optional(),
  ident: z.string(),
  name: z.string(),
  type: z.object({ ident: actionType }),
  status: z.object({ global: z.object({ ident: actionStatus }) }),
  event: z.object({ uuid, name: z.string() }).nullable(),
  territory: z.object({ uuid, ident: z.string() }).nullable(),
  area: z.object({ uuid }).nullable(),
  since: dateBox.nullable(),
  until: dateBox.nullable(),
  date: z.string().optional(),
  timestart: z.string().optional(),
  timeend: z.string().optional(),
  actionPoints: nullableList(actionPoint),
  users: nullableList(actionUser),
  excerpt: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  startLat: z.number().nullable().optional(),
  startLng: z.number().nullable().optional(),
  startDistance: z.number().nullable().optional(),
  outOfBounds: z.boolean().nullable().optional(),
  /**
   * Addition (issue #30, ADR 0041): the finish's distance in metres to the nearest point with
   * coordinates; null when the finish sent no position (or the action is not finished).
   */
  finishDistance: z.number().nullable().optional(),
  /** Addition: why the hostess was assigned outside her declared availability (ADR 0021). */
  availabilityOverride: z.string().nullable().optional(),
});
export type Action = z.infer<typeof action>;
/** An action as `action` reads it, without the schema: its points and people are never null. */
export const normalizeAction = (a: z.input<typeof action>): Action => ({
  ...a,
  actionPoints: listOrEmpty(a.actionPoints),
  users: listOrEmpty(a.users),
});

/** The coordinator's reason for assigning a hostess outside her declared availability. */
/** The length of a coordinator's reason for assigning a hostess outside her availability. */
export const OVERRIDE_REASON = { min: 3, max: 500 } as const;
export const availabilityOverride = z.string().trim().min(OVERRIDE_REASON.min).max(OVERRIDE_REASON.max);

/** What a client sends to create or update an action (the server fills identity and status). */
export const actionInput = z.object({
  uuid: z.string().optional(),
  ident: z.string().max(200).optional(),
  name: z.string().max(200),
  type: z.object({ ident: actionType }),
  event: z.object({ uuid }).nullable().optional(),
  territory: z.object({ uuid }).nullable().optional(),
  area: z.object({ uuid }).nullable().optional(),
  since: dateBox.nullable().optional(),
  until: dateBox.nullable().optional(),
  actionPoints: nullableList(actionPoint),
  users: nullableList(actionUser),
  excerpt: z.string().max(2000).nullable().optional(),
  description: z.string().max(10000).nullable().optional(),
  /** Addition: the reason to assign outside availability, sent once the API asked for it. */
  availabilityOverride: availabilityOverride.nullable().optional(),
});
export type ActionInput = z.infer<typeof actionInput>;

export const receipt = z.object({ uuid, created: dateBox });
export type Receipt = z.infer<typeof receipt>;

export const FILE_IDENTS = ['start', 'end'] as const;
export const actionFile = z.object({ uuid, ident: z.enum(FILE_IDENTS) });
export type ActionFile = z.infer<typeof actionFile>;

/** The survey: three yes/no answers (`POLL_ANSWER` of ./poll.ts) and the hostess comment. */
export const poll = z.object({
  chechboxes: z.array(z.string()).length(3),
  text: z.string().max(5000).nullable(),
});
export type Poll = z.infer<typeof poll>;

export const reportQueueItem = z.object({
  uuid,
  parameters: z.object({
    since: z.string(),
    until: z.string(),
    actions: z.object({ statuses: z.object({ idents: z.array(z.string()) }) }).optional(),
  }),
  isMine: z.boolean(),
  updated: dateBox,
  format: z.string().optional(),
  rows: z.number().int().nullable().optional(),
});
export type ReportQueueItem = z.infer<typeof reportQueueItem>;

export const codeGroup = z.object({
  name: z.string(),
  sum: z.number().int(),
  released: z.number().int(),
  assigned: z.number().int(),
  available: z.number().int(),
});
export type CodeGroup = z.infer<typeof codeGroup>;

export const codePoolEvent = codeGroup.extend({
  event: z.object({ uuid, ident: z.string(), name: z.string() }),
  groups: z.array(codeGroup),
});
export type CodePoolEvent = z.infer<typeof codePoolEvent>;

export const token = z.object({ uuid: z.string(), expires: dateBox });
export type Token = z.infer<typeof token>;
