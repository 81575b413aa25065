/**
 * The whole data model of both specifications. Later features add behaviour, not tables.
 * Rules that must hold whatever the code does are constraints here (unique e-mail and tax code, one active
 * registration per child and week, counters never above capacity).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const languageEnum = pgEnum('language', ['de', 'it']);
export const genderEnum = pgEnum('gender', ['m', 'f', 's']);
export const dayTypeEnum = pgEnum('day_type', ['full_day', 'half_day']);
export const schoolEnum = pgEnum('school', [
  'kg_1', 'kg_2', 'kg_3', 'kg_4', 'gs_1', 'gs_2', 'gs_3', 'gs_4', 'gs_5', 'ms_1', 'ms_2', 'ms_3', 'other',
]);
export const emailStatusEnum = pgEnum('email_status', ['queued', 'sent', 'failed']);

// ---------------------------------------------------------------- files

/** Every upload (images, programmes, privacy document, signatures) lives here, served by its uuid. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 255 }).notNull(),
  mimeType: varchar('mime_type', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  // Signatures are personal data: only their owner and staff may read them.
  isPublic: boolean('is_public').notNull().default(true),
  data: bytea('data').notNull(),
  createdByUserId: integer('created_by_user_id'),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- people and accounts

/** Parents (and any adult the organisation keeps data of). */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    tax: varchar('tax', { length: 16 }),
    gender: genderEnum('gender'),
    birth: date('birth'),
    address: varchar('address', { length: 200 }),
    plz: varchar('plz', { length: 10 }),
    place: varchar('place', { length: 100 }),
    phone: varchar('phone', { length: 40 }),
    email: varchar('email', { length: 255 }),
    lang: languageEnum('lang').notNull().default('de'),
    privacyAgbAt: timestamp('privacy_agb_at', { withTimezone: true }),
    privacyPhotoAcceptAt: timestamp('privacy_photo_accept_at', { withTimezone: true }),
    signatureFileId: uuid('signature_file_id').references(() => files.id, { onDelete: 'set null' }),
    // The privacy consent signed by typing the full name instead of drawing (keyboard, screen reader).
    typedSignature: varchar('typed_signature', { length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('people_tax_unique').on(t.tax),
    index('people_last_name_idx').on(t.lastName, t.firstName),
    // One signature documents the consent: a new one, drawn or typed, replaces the other.
    check('people_one_signature', sql`${t.signatureFileId} IS NULL OR ${t.typedSignature} IS NULL`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    // Stored lower-case; the unique index makes a second account with the same address impossible.
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    lang: languageEnum('lang').notNull().default('de'),
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_person_unique').on(t.personId),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  createdAt: createdAt(),
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Sign-in tokens. Only a SHA-256 hash of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a refresh replaced this token: it then only runs out, and is never refreshed again. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The sign-in this token descends from through refreshes: a rotated token used again ends the whole family
     * (somebody holds a copy), and no refresh carries a family past its absolute lifetime from `signedInAt`.
     */
    family: uuid('family').notNull().defaultRandom(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.family),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits, shared by every server replica through the database. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Password checks of one sign-in address from browsers it does not know (decision 017): after the free ones,
 * each check must wait until `nextCheckAt`, which moves further away with every check, so guesses from many
 * clients slow down while the owner's own browsers (known_devices) sign in as usual. Keyed by a hash of the
 * address, whether or not an account has it.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: varchar('key', { length: 64 }).primaryKey(),
  checks: integer('checks').notNull(),
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
  lastCheckAt: timestamp('last_check_at', { withTimezone: true }).notNull(),
});

/** Browsers that signed in to an account or reset its password (a hash of their device cookie). */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: varchar('device_hash', { length: 64 }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] }), index('known_devices_last_used_idx').on(t.lastUsedAt)],
);

// ---------------------------------------------------------------- children

export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    tax: varchar('tax', { length: 16 }).notNull(),
    gender: genderEnum('gender').notNull(),
    birth: date('birth').notNull(),
    lang: languageEnum('lang').notNull().default('de'),
    phone: varchar('phone', { length: 40 }).notNull(),
    phoneChild: varchar('phone_child', { length: 40 }),
    whatsappInfos: boolean('whatsapp_infos').notNull().default(false),
    school: schoolEnum('school').notNull(),
    // Health data: visible to the family and to roles with child.health only.
    withDiagnostics: boolean('with_diagnostics').notNull().default(false),
    riskGroup: boolean('risk_group').notNull().default(false),
    // When the family last confirmed the data; before 1 January of this season it needs an update.
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('children_tax_unique').on(t.tax),
    index('children_last_name_idx').on(t.lastName, t.firstName),
  ],
);

/** A child can have several parents, a parent several children. */
export const childParents = pgTable(
  'child_parents',
  {
    childId: integer('child_id').notNull().references(() => children.id, { onDelete: 'cascade' }),
    personId: integer('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.childId, t.personId] }), index('child_parents_person_idx').on(t.personId)],
);

// ---------------------------------------------------------------- catalogue

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  nameIt: varchar('name_it', { length: 200 }).notNull(),
  address: varchar('address', { length: 200 }),
  plz: varchar('plz', { length: 10 }),
  place: varchar('place', { length: 100 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const courseTypes = pgTable('course_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  nameIt: varchar('name_it', { length: 200 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const courseCategories = pgTable(
  'course_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    nameIt: varchar('name_it', { length: 200 }).notNull(),
    description: text('description').notNull(),
    descriptionIt: text('description_it').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => courseCategories.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('course_categories_not_own_parent', sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`)],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    nameIt: varchar('name_it', { length: 200 }).notNull(),
    active: boolean('active').notNull().default(false),
    courseTypeId: integer('course_type_id').references(() => courseTypes.id, { onDelete: 'restrict' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    courseCategoryId: integer('course_category_id').references(() => courseCategories.id, { onDelete: 'restrict' }),
    registerFrom: date('register_from'),
    registerFromTime: time('register_from_time'),
    registerTo: date('register_to'),
    from: date('from'),
    to: date('to'),
    year: integer('year').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    waitingList: integer('waiting_list').notNull().default(0),
    multipleCourseWeekRegistration: boolean('multiple_course_week_registration').notNull().default(false),
    price: money('price'),
    customField: boolean('custom_field').notNull().default(false),
    customFieldDe: varchar('custom_field_de', { length: 200 }),
    customFieldIt: varchar('custom_field_it', { length: 200 }),
    customField2: boolean('custom_field_2').notNull().default(false),
    customField2De: varchar('custom_field_2_de', { length: 200 }),
    customField2It: varchar('custom_field_2_it', { length: 200 }),
    customField3: boolean('custom_field_3').notNull().default(false),
    customField3De: varchar('custom_field_3_de', { length: 200 }),
    customField3It: varchar('custom_field_3_it', { length: 200 }),
    disableSwimmingHelp: boolean('disable_swimming_help').notNull().default(false),
    disableLeaveAlone: boolean('disable_leave_alone').notNull().default(false),
    labelHalfDayDe: varchar('label_half_day_de', { length: 100 }),
    labelHalfDayIt: varchar('label_half_day_it', { length: 100 }),
    labelFullDayDe: varchar('label_full_day_de', { length: 100 }),
    labelFullDayIt: varchar('label_full_day_it', { length: 100 }),
    bankName: varchar('bank_name', { length: 200 }),
    bankIban: varchar('bank_iban', { length: 34 }),
    description: text('description'),
    descriptionIt: text('description_it'),
    info: text('info'),
    infoIt: text('info_it'),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    programFileId: uuid('program_file_id').references(() => files.id, { onDelete: 'set null' }),
    emailNew: text('email_new'),
    emailNewIt: text('email_new_it'),
    emailNewWaiting: text('email_new_waiting'),
    emailNewWaitingIt: text('email_new_waiting_it'),
    emailWaiting: text('email_waiting'),
    emailWaitingIt: text('email_waiting_it'),
    emailDeleted: text('email_deleted'),
    emailDeletedIt: text('email_deleted_it'),
    emailPayed: text('email_payed'),
    emailPayedIt: text('email_payed_it'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_active_year_idx').on(t.active, t.year),
    check('courses_capacity_not_negative', sql`${t.maxParticipants} >= 0 AND ${t.waitingList} >= 0`),
  ],
);

export const courseWeeks = pgTable(
  'course_weeks',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    nameIt: varchar('name_it', { length: 200 }).notNull(),
    description: text('description'),
    descriptionIt: text('description_it'),
    registerFrom: date('register_from'),
    registerFromTime: time('register_from_time'),
    registerTo: date('register_to'),
    from: date('from').notNull(),
    to: date('to').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    waitingList: integer('waiting_list').notNull().default(0),
    halfDay: boolean('half_day').notNull().default(false),
    priceHalfDay: money('price_half_day'),
    fullDay: boolean('full_day').notNull().default(true),
    price: money('price'),
    timeInfoDe: text('time_info_de'),
    timeInfoIt: text('time_info_it'),
    programFileId: uuid('program_file_id').references(() => files.id, { onDelete: 'set null' }),
    // Counts of non-deleted registrations, changed in the same transaction as the registrations. The checks
    // make over-booking impossible even if two requests race.
    confirmedCount: integer('confirmed_count').notNull().default(0),
    waitingCount: integer('waiting_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_weeks_course_idx').on(t.courseId),
    index('course_weeks_dates_idx').on(t.from, t.to),
    check('course_weeks_dates_ordered', sql`${t.to} >= ${t.from}`),
    check('course_weeks_confirmed_within_capacity', sql`${t.confirmedCount} >= 0 AND ${t.confirmedCount} <= ${t.maxParticipants}`),
    check('course_weeks_waiting_within_capacity', sql`${t.waitingCount} >= 0 AND ${t.waitingCount} <= ${t.waitingList}`),
    check('course_weeks_day_type_priced', sql`(NOT ${t.halfDay} OR ${t.priceHalfDay} IS NOT NULL) AND (NOT ${t.fullDay} OR ${t.price} IS NOT NULL)`),
  ],
);

// ---------------------------------------------------------------- registrations

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id').notNull().references(() => children.id, { onDelete: 'restrict' }),
    courseWeekId: integer('course_week_id').notNull().references(() => courseWeeks.id, { onDelete: 'restrict' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    dayType: dayTypeEnum('day_type').notNull(),
    isWaiting: boolean('is_waiting').notNull().default(false),
    // Missing only when the office booked without it (decision 011); a family always gives it.
    emergencyContact1Phone: varchar('emergency_contact1_phone', { length: 40 }),
    emergencyContact2Phone: varchar('emergency_contact2_phone', { length: 40 }),
    customField: text('custom_field'),
    customField2: text('custom_field_2'),
    customField3: text('custom_field_3'),
    leaveAlone: boolean('leave_alone').notNull().default(false),
    swimmingHelp: boolean('swimming_help').notNull().default(false),
    medicaments: text('medicaments'),
    incompatibilities: text('incompatibilities'),
    allergies: text('allergies'),
    commentUser: text('comment_user'),
    commentInternal: text('comment_internal'),
    payedAmount: money('payed_amount'),
    payedAt: date('payed_at'),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByUserId: integer('deleted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('registrations_one_active_per_child_week')
      .on(t.childId, t.courseWeekId)
      .where(sql`${t.deletedAt} IS NULL`),
    index('registrations_week_idx').on(t.courseWeekId, t.isWaiting, t.createdAt),
    index('registrations_child_idx').on(t.childId),
    index('registrations_created_idx').on(t.createdAt),
  ],
);

/** First answer of a booking request per Idempotency-Key, so a repeated request stores nothing new. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    /** SHA-256 of the request the key was first used with: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

// ---------------------------------------------------------------- options and e-mail

export const options = pgTable('options', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 100 }).notNull().unique(),
  value: text('value').notNull().default(''),
  updatedAt: updatedAt(),
});

/**
 * The e-mail log is also the outbox: a row is written in the transaction that causes the e-mail and a
 * worker sends queued rows with retries. The log therefore holds every e-mail, sent or not yet.
 */
export const emailLogs = pgTable(
  'email_logs',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 500 }).notNull(),
    cc: varchar('cc', { length: 500 }),
    bcc: varchar('bcc', { length: 500 }),
    subject: varchar('subject', { length: 500 }).notNull(),
    /** As the log shows it: an account e-mail's secret (a reset link's token) stands here as SECRET_PLACEHOLDER. */
    body: text('body').notNull(),
    /** The secret the worker puts into the body when it sends; cleared once the e-mail is sent or given up. */
    secret: text('secret'),
    status: emailStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_logs_outbox_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('email_logs_created_idx').on(t.createdAt),
  ],
);
