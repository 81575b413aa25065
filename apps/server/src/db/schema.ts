/**
 * The whole data model of both specifications. Later features add behaviour, not tables.
 * Rules that must hold whatever the code does are constraints here (unique e-mail and tax code, one active
 * registration per child and week, counters never above capacity).
 */
import { sql } from 'drizzle-orm';
import { OFFER_OUTCOMES, REGISTRATION_ACTS } from '@app/domain';
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
export const healthAccessActionEnum = pgEnum('health_access_action', ['screen', 'export', 'pdf', 'change', 'parent_linked', 'parent_unlinked']);
/** How a bank statement line found its booking: by our reference, proposed by amount and name, or not at all. */
export const statementMatchEnum = pgEnum('statement_match', ['reference', 'proposal', 'none']);
/** A statement line is open until a person books it onto a booking or sets it aside. */
export const statementLineStateEnum = pgEnum('statement_line_state', ['open', 'booked', 'ignored']);

// ---------------------------------------------------------------- files

/** Every upload (images, programmes, privacy document, signatures) lives here, served by its uuid. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 255 }).notNull(),
  mime_type: varchar('mime_type', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  // Signatures are personal data: only their owner and staff may read them.
  is_public: boolean('is_public').notNull().default(true),
  data: bytea('data').notNull(),
  created_by_user_id: integer('created_by_user_id'),
  created_at: createdAt(),
});

// ---------------------------------------------------------------- people and accounts

/** Parents (and any adult the organisation keeps data of). */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    tax: varchar('tax', { length: 16 }),
    gender: genderEnum('gender'),
    birth: date('birth'),
    address: varchar('address', { length: 200 }),
    plz: varchar('plz', { length: 10 }),
    place: varchar('place', { length: 100 }),
    phone: varchar('phone', { length: 40 }),
    email: varchar('email', { length: 255 }),
    lang: languageEnum('lang').notNull().default('de'),
    privacy_agb_at: timestamp('privacy_agb_at', { withTimezone: true }),
    privacy_photo_accept_at: timestamp('privacy_photo_accept_at', { withTimezone: true }),
    signature_file_id: uuid('signature_file_id').references(() => files.id, { onDelete: 'set null' }),
    // The privacy consent signed by typing the full name instead of drawing (keyboard, screen reader).
    typed_signature: varchar('typed_signature', { length: 255 }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('people_tax_unique').on(t.tax),
    index('people_last_name_idx').on(t.last_name, t.first_name),
    // One signature documents the consent: a new one, drawn or typed, replaces the other.
    check('people_one_signature', sql`${t.signature_file_id} IS NULL OR ${t.typed_signature} IS NULL`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    // Stored lower-case; the unique index makes a second account with the same address impossible.
    email: varchar('email', { length: 255 }).notNull(),
    password_hash: text('password_hash').notNull(),
    lang: languageEnum('lang').notNull().default('de'),
    person_id: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    /** The last sign-in with the password; an account unused for years is noticed and then deleted (issue 26). */
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true }),
    /** When the notice that the unused account will be deleted was queued; a sign-in clears it. */
    deletion_notice_at: timestamp('deletion_notice_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_person_unique').on(t.person_id),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  created_at: createdAt(),
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
);

/** Sign-in tokens. Only a SHA-256 hash of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    remember: boolean('remember').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a refresh replaced this token: it then only runs out, and is never refreshed again. */
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The sign-in this token descends from through refreshes: a rotated token used again ends the whole family
     * (somebody holds a copy), and no refresh carries a family past its absolute lifetime from `signed_in_at`.
     */
    family: uuid('family').notNull().defaultRandom(),
    signed_in_at: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.token_hash),
    index('sessions_user_idx').on(t.user_id),
    index('sessions_family_idx').on(t.family),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.token_hash), index('password_resets_user_idx').on(t.user_id)],
);

/**
 * What an address link proves (decision 017): `join_person`, that the account signing up owns the address of a
 * person the office keeps without a login (the account then joins that person's family); `change_email`, that a
 * family's new sign-in address is theirs. Valid until `expires_at`, once, and only in the session of `user_id`.
 */
export const emailConfirmationPurposeEnum = pgEnum('email_confirmation_purpose', ['join_person', 'change_email']);

export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailConfirmationPurposeEnum('purpose').notNull(),
    /** The address the link was sent to, lower-case. */
    email: varchar('email', { length: 255 }).notNull(),
    /** join_person: the office's person the account joins. */
    person_id: integer('person_id').references(() => people.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('email_confirmations_token_hash_unique').on(t.token_hash), index('email_confirmations_user_idx').on(t.user_id)],
);

/** Fixed-window counters for rate limits, shared by every server replica through the database. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
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
  next_check_at: timestamp('next_check_at', { withTimezone: true }).notNull(),
  last_check_at: timestamp('last_check_at', { withTimezone: true }).notNull(),
});

/** Browsers that signed in to an account or reset its password (a hash of their device cookie). */
export const knownDevices = pgTable(
  'known_devices',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    device_hash: varchar('device_hash', { length: 64 }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.device_hash] }), index('known_devices_last_used_idx').on(t.last_used_at)],
);

// ---------------------------------------------------------------- children

export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    tax: varchar('tax', { length: 16 }).notNull(),
    gender: genderEnum('gender').notNull(),
    birth: date('birth').notNull(),
    lang: languageEnum('lang').notNull().default('de'),
    phone: varchar('phone', { length: 40 }).notNull(),
    phone_child: varchar('phone_child', { length: 40 }),
    whatsapp_infos: boolean('whatsapp_infos').notNull().default(false),
    school: schoolEnum('school').notNull(),
    // Health data: visible to the family and to roles with child.health only.
    with_diagnostics: boolean('with_diagnostics').notNull().default(false),
    risk_group: boolean('risk_group').notNull().default(false),
    // When the family last confirmed the data; before 1 January of this season it needs an update.
    last_update: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the family's data was erased (issue 26): the row stays only as the anonymous subject of the paid
     * registrations that must be kept for the receipts, with no name, tax code or health data left.
     */
    erased_at: timestamp('erased_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('children_tax_unique').on(t.tax),
    index('children_last_name_idx').on(t.last_name, t.first_name),
  ],
);

/** A child can have several parents, a parent several children. */
export const childParents = pgTable(
  'child_parents',
  {
    child_id: integer('child_id').notNull().references(() => children.id, { onDelete: 'cascade' }),
    person_id: integer('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.child_id, t.person_id] }), index('child_parents_person_idx').on(t.person_id)],
);

// ---------------------------------------------------------------- catalogue

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  name_it: varchar('name_it', { length: 200 }).notNull(),
  address: varchar('address', { length: 200 }),
  plz: varchar('plz', { length: 10 }),
  place: varchar('place', { length: 100 }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const courseTypes = pgTable('course_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  name_it: varchar('name_it', { length: 200 }).notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const courseCategories = pgTable(
  'course_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    name_it: varchar('name_it', { length: 200 }).notNull(),
    description: text('description').notNull(),
    description_it: text('description_it').notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => courseCategories.id, { onDelete: 'restrict' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [check('course_categories_not_own_parent', sql`${t.parent_id} IS NULL OR ${t.parent_id} <> ${t.id}`)],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    name_it: varchar('name_it', { length: 200 }).notNull(),
    active: boolean('active').notNull().default(false),
    course_type_id: integer('course_type_id').references(() => courseTypes.id, { onDelete: 'restrict' }),
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    course_category_id: integer('course_category_id').references(() => courseCategories.id, { onDelete: 'restrict' }),
    register_from: date('register_from'),
    register_from_time: time('register_from_time'),
    register_to: date('register_to'),
    from: date('from'),
    to: date('to'),
    year: integer('year').notNull(),
    max_participants: integer('max_participants').notNull(),
    waiting_list: integer('waiting_list').notNull().default(0),
    multiple_course_week_registration: boolean('multiple_course_week_registration').notNull().default(false),
    price: money('price'),
    custom_field: boolean('custom_field').notNull().default(false),
    custom_field_de: varchar('custom_field_de', { length: 200 }),
    custom_field_it: varchar('custom_field_it', { length: 200 }),
    custom_field_2: boolean('custom_field_2').notNull().default(false),
    custom_field_2_de: varchar('custom_field_2_de', { length: 200 }),
    custom_field_2_it: varchar('custom_field_2_it', { length: 200 }),
    custom_field_3: boolean('custom_field_3').notNull().default(false),
    custom_field_3_de: varchar('custom_field_3_de', { length: 200 }),
    custom_field_3_it: varchar('custom_field_3_it', { length: 200 }),
    disable_swimming_help: boolean('disable_swimming_help').notNull().default(false),
    disable_leave_alone: boolean('disable_leave_alone').notNull().default(false),
    label_half_day_de: varchar('label_half_day_de', { length: 100 }),
    label_half_day_it: varchar('label_half_day_it', { length: 100 }),
    label_full_day_de: varchar('label_full_day_de', { length: 100 }),
    label_full_day_it: varchar('label_full_day_it', { length: 100 }),
    bank_name: varchar('bank_name', { length: 200 }),
    bank_iban: varchar('bank_iban', { length: 34 }),
    description: text('description'),
    description_it: text('description_it'),
    info: text('info'),
    info_it: text('info_it'),
    image_file_id: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    program_file_id: uuid('program_file_id').references(() => files.id, { onDelete: 'set null' }),
    email_new: text('email_new'),
    email_new_it: text('email_new_it'),
    email_new_waiting: text('email_new_waiting'),
    email_new_waiting_it: text('email_new_waiting_it'),
    email_waiting: text('email_waiting'),
    email_waiting_it: text('email_waiting_it'),
    email_deleted: text('email_deleted'),
    email_deleted_it: text('email_deleted_it'),
    email_payed: text('email_payed'),
    email_payed_it: text('email_payed_it'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('courses_active_year_idx').on(t.active, t.year),
    check('courses_capacity_not_negative', sql`${t.max_participants} >= 0 AND ${t.waiting_list} >= 0`),
  ],
);

export const courseWeeks = pgTable(
  'course_weeks',
  {
    id: serial('id').primaryKey(),
    course_id: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    name_it: varchar('name_it', { length: 200 }).notNull(),
    description: text('description'),
    description_it: text('description_it'),
    register_from: date('register_from'),
    register_from_time: time('register_from_time'),
    register_to: date('register_to'),
    from: date('from').notNull(),
    to: date('to').notNull(),
    max_participants: integer('max_participants').notNull(),
    waiting_list: integer('waiting_list').notNull().default(0),
    half_day: boolean('half_day').notNull().default(false),
    price_half_day: money('price_half_day'),
    full_day: boolean('full_day').notNull().default(true),
    price: money('price'),
    time_info_de: text('time_info_de'),
    time_info_it: text('time_info_it'),
    program_file_id: uuid('program_file_id').references(() => files.id, { onDelete: 'set null' }),
    // Counts of non-deleted registrations, changed in the same transaction as the registrations. The checks
    // make over-booking impossible even if two requests race.
    confirmed_count: integer('confirmed_count').notNull().default(0),
    waiting_count: integer('waiting_count').notNull().default(0),
    // Open waiting-list offers (issue 36): each holds a place, so confirmed + offered never exceed the places.
    offered_count: integer('offered_count').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('course_weeks_course_idx').on(t.course_id),
    index('course_weeks_dates_idx').on(t.from, t.to),
    check('course_weeks_dates_ordered', sql`${t.to} >= ${t.from}`),
    check(
      'course_weeks_confirmed_within_capacity',
      sql`${t.confirmed_count} >= 0 AND ${t.offered_count} >= 0 AND ${t.confirmed_count} + ${t.offered_count} <= ${t.max_participants}`,
    ),
    check('course_weeks_waiting_within_capacity', sql`${t.waiting_count} >= 0 AND ${t.waiting_count} <= ${t.waiting_list}`),
    check('course_weeks_day_type_priced', sql`(NOT ${t.half_day} OR ${t.price_half_day} IS NOT NULL) AND (NOT ${t.full_day} OR ${t.price} IS NOT NULL)`),
  ],
);

// ---------------------------------------------------------------- registrations

/**
 * One send of the booking dialog or one office booking: what the family pays with one transfer under one
 * reference (issue 25). The reference is derived from the id (SPW-<id>-<check>), so it is not stored.
 */
export const bookings = pgTable('bookings', {
  id: serial('id').primaryKey(),
  created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** When the one payment reminder after the deadline was queued. */
  reminded_at: timestamp('reminded_at', { withTimezone: true }),
  /** The day its places are to be paid by, when not the option's days after booking: a drawn booking's acceptance window. */
  payment_due_on: date('payment_due_on', { mode: 'string' }),
  created_at: createdAt(),
});

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    booking_id: integer('booking_id').notNull().references(() => bookings.id, { onDelete: 'restrict' }),
    child_id: integer('child_id').notNull().references(() => children.id, { onDelete: 'restrict' }),
    course_week_id: integer('course_week_id').notNull().references(() => courseWeeks.id, { onDelete: 'restrict' }),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    day_type: dayTypeEnum('day_type').notNull(),
    is_waiting: boolean('is_waiting').notNull().default(false),
    // Missing only when the office booked without it (decision 011); a family always gives it.
    emergency_contact1_phone: varchar('emergency_contact1_phone', { length: 40 }),
    emergency_contact2_phone: varchar('emergency_contact2_phone', { length: 40 }),
    custom_field: text('custom_field'),
    custom_field_2: text('custom_field_2'),
    custom_field_3: text('custom_field_3'),
    leave_alone: boolean('leave_alone').notNull().default(false),
    swimming_help: boolean('swimming_help').notNull().default(false),
    medicaments: text('medicaments'),
    incompatibilities: text('incompatibilities'),
    allergies: text('allergies'),
    comment_user: text('comment_user'),
    comment_internal: text('comment_internal'),
    payed_amount: money('payed_amount'),
    payed_at: date('payed_at'),
    promoted_at: timestamp('promoted_at', { withTimezone: true }),
    /** When the retention job erased medicaments, incompatibilities and allergies (issue 26). */
    health_erased_at: timestamp('health_erased_at', { withTimezone: true }),
    /**
     * A paid place an erased family kept for a week to come (decision 025): the parent's phone and e-mail, so
     * the office can reach someone while the anonymous child attends; the account retention job clears them
     * once the week is over.
     */
    contact_phone: varchar('contact_phone', { length: 40 }),
    contact_email: varchar('contact_email', { length: 255 }),
    /** A paid place an erased family gave up: the office's refund of its amount (decision 025). */
    refund_id: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by_user_id: integer('deleted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('registrations_one_active_per_child_week')
      .on(t.child_id, t.course_week_id)
      .where(sql`${t.deleted_at} IS NULL`),
    index('registrations_week_idx').on(t.course_week_id, t.is_waiting, t.created_at),
    index('registrations_child_idx').on(t.child_id),
    index('registrations_booking_idx').on(t.booking_id),
    index('registrations_created_idx').on(t.created_at),
  ],
);

/**
 * A place offered from a week's waiting list (issue 36, decision 029): held for the registration's family until
 * `expires_at`, then accepted (the registration is confirmed), declined, expired or withdrawn (the office deleted
 * the registration). One open offer per registration, by a unique index; the week's `offered_count` counts them.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    registration_id: integer('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    offered_at: timestamp('offered_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the one reminder 12 hours before the deadline was queued. */
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
    /** The staff member who offered by hand; null: the capacity rule offered it. */
    offered_by_user_id: integer('offered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: varchar('outcome', { length: 20, enum: OFFER_OUTCOMES }).notNull().default('open'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offers_one_open_per_registration').on(t.registration_id).where(sql`${t.outcome} = 'open'`),
    index('offers_outcome_expires_idx').on(t.outcome, t.expires_at),
  ],
);

/** What happened to a registration on the waiting list, one row per act (offered, extended, reminded, decided): its history. */
export const registrationEvents = pgTable(
  'registration_events',
  {
    id: serial('id').primaryKey(),
    registration_id: integer('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    act: varchar('act', { length: 20, enum: REGISTRATION_ACTS }).notNull(),
    /** The staff member or parent who acted; null for the server's own acts. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The offer's deadline after an offer or an extension. */
    expires_at: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('registration_events_registration_idx').on(t.registration_id, t.at)],
);

/** First answer of a booking request per Idempotency-Key, so a repeated request stores nothing new. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    status_code: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    /** SHA-256 of the request the key was first used with: the same key with another request is refused. */
    request_hash: varchar('request_hash', { length: 64 }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] })],
);

// ---------------------------------------------------------------- options and e-mail

export const options = pgTable('options', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 100 }).notNull().unique(),
  value: text('value').notNull().default(''),
  updated_at: updatedAt(),
});

/**
 * The e-mail log is also the outbox: a row is written in the transaction that causes the e-mail and a
 * worker sends queued rows with retries. The log therefore holds every e-mail, sent or not yet.
 */
export const emailLogs = pgTable(
  'email_logs',
  {
    id: serial('id').primaryKey(),
    /**
     * The family and the account an e-mail was written for: the erasure deletes by them (issue 35), so an e-mail
     * sent to an address the family has since changed goes too. Null for the office's own e-mails.
     */
    person_id: integer('person_id').references(() => people.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: varchar('to', { length: 500 }).notNull(),
    /** The address is forgotten once the e-mail is sent or given up: the erasure's confirmation to an erased family. */
    forget_to: boolean('forget_to').notNull().default(false),
    cc: varchar('cc', { length: 500 }),
    bcc: varchar('bcc', { length: 500 }),
    subject: varchar('subject', { length: 500 }).notNull(),
    /** As the log shows it: an account e-mail's secret (a reset link's token) stands here as SECRET_PLACEHOLDER. */
    body: text('body').notNull(),
    /** The secret the worker puts into the body when it sends; cleared once the e-mail is sent or given up. */
    secret: text('secret'),
    status: emailStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('email_logs_outbox_idx').on(t.next_attempt_at).where(sql`${t.status} = 'queued'`),
    index('email_logs_created_idx').on(t.created_at),
    index('email_logs_person_idx').on(t.person_id),
    index('email_logs_user_idx').on(t.user_id),
  ],
);

/**
 * Who saw, exported or changed which child's health data, and when (issue 26, decision 020). Append-only: the
 * application only inserts, and a trigger of migration 0005 refuses UPDATE and DELETE. No foreign keys: an
 * entry outlives the account and the child it names, and a cascade would be a delete the trigger refuses.
 */
export const healthAccessLog = pgTable(
  'health_access_log',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    child_id: integer('child_id').notNull(),
    action: healthAccessActionEnum('action').notNull(),
    /** parent_linked / parent_unlinked: the parent who from then on sees (or no longer sees) the child's health data. */
    person_id: integer('person_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('health_access_log_at_idx').on(t.at),
    index('health_access_log_user_idx').on(t.user_id, t.at),
    index('health_access_log_child_idx').on(t.child_id, t.at),
  ],
);

/**
 * The credit lines of imported bank statements (issue 25). `line_key` is the line's identity (the bank's entry
 * reference, or a hash of date, amount, payer and text), unique, so importing a statement again adds nothing
 * and a line is never booked twice.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: serial('id').primaryKey(),
    line_key: varchar('line_key', { length: 64 }).notNull(),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    booked_on: date('booked_on').notNull(),
    amount: money('amount').notNull(),
    payer: varchar('payer', { length: 300 }),
    remittance: text('remittance'),
    match: statementMatchEnum('match').notNull().default('none'),
    booking_id: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    state: statementLineStateEnum('state').notNull().default('open'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by_user_id: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why a person set the line aside (issue 38). */
    ignore_reason: varchar('ignore_reason', { length: 300 }),
    imported_by_user_id: integer('imported_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    imported_at: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statement_lines_key_unique').on(t.line_key),
    index('statement_lines_state_idx').on(t.state, t.booked_on),
    index('statement_lines_booking_idx').on(t.booking_id),
  ],
);

/**
 * The bookings of a statement line that names two or more by reference (one transfer for two bookings, issue
 * 38), in the order named; booking it splits the amount across them. `statement_lines.booking_id` is the
 * first; a line naming one booking has no rows here.
 */
export const statementLineBookings = pgTable(
  'statement_line_bookings',
  {
    statement_line_id: integer('statement_line_id').notNull().references(() => statementLines.id, { onDelete: 'cascade' }),
    booking_id: integer('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.statement_line_id, t.booking_id] }), index('statement_line_bookings_booking_idx').on(t.booking_id)],
);

/**
 * What the office owes back: the paid places of weeks to come that an erased family gave up (decision 025),
 * one row per booking with the amount paid for them (the registrations name it in `refund_id`), and what a
 * statement line paid beyond what its bookings owed (decision 023, `statement_line_id`). The family's phone and e-mail stay until the office marks
 * the refund done, so it can ask where to send the money; then they are cleared.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    booking_id: integer('booking_id').notNull().references(() => bookings.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    contact_phone: varchar('contact_phone', { length: 40 }),
    contact_email: varchar('contact_email', { length: 255 }),
    created_at: createdAt(),
    refunded_at: timestamp('refunded_at', { withTimezone: true }),
    refunded_by_user_id: integer('refunded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A statement line that paid more than its bookings owed (issue 38): the rest is this refund, one per line. */
    statement_line_id: integer('statement_line_id').references(() => statementLines.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('refunds_open_idx').on(t.refunded_at, t.created_at),
    index('refunds_booking_idx').on(t.booking_id),
    uniqueIndex('refunds_statement_line_unique').on(t.statement_line_id),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Jobs that run on a schedule (payment reminders, retention). A replica claims a due job by moving its
 * `next_run_at` forward in one UPDATE, like the mail outbox claims an e-mail, so with several replicas exactly
 * one runs each turn; `claimed_until` lets another replica take over a run whose process died.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: varchar('name', { length: 100 }).primaryKey(),
  next_run_at: timestamp('next_run_at', { withTimezone: true }).notNull(),
  claimed_until: timestamp('claimed_until', { withTimezone: true }),
  last_started_at: timestamp('last_started_at', { withTimezone: true }),
  last_finished_at: timestamp('last_finished_at', { withTimezone: true }),
  /** What the last run did, as its log line says it (counts). */
  last_result: jsonb('last_result'),
});

/**
 * A season of the fair opening (issue 37, decision 028): for one course year, the wish phase, the draw, the
 * publication of its result and the start of first come, first served, with the limits of a wish list. The
 * phases follow each other (a check, as the form's validation); direct booking of the year's weeks is closed
 * until `first_come_from`.
 */
export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    wish_from: timestamp('wish_from', { withTimezone: true }).notNull(),
    wish_to: timestamp('wish_to', { withTimezone: true }).notNull(),
    draw_at: timestamp('draw_at', { withTimezone: true }).notNull(),
    publish_at: timestamp('publish_at', { withTimezone: true }).notNull(),
    first_come_from: timestamp('first_come_from', { withTimezone: true }).notNull(),
    acceptance_days: integer('acceptance_days').notNull().default(7),
    max_wishes: integer('max_wishes').notNull().default(5),
    max_weeks: integer('max_weeks').notNull().default(1),
    held_back_places: integer('held_back_places').notNull().default(0),
    /** SHA-256 (hex) of the office's secret, published before the wish phase ends, and where the public number will come from. */
    commitment: varchar('commitment', { length: 64 }),
    public_number_source: text('public_number_source'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('seasons_year_unique').on(t.year),
    check(
      'seasons_phases_in_order',
      sql`${t.wish_from} < ${t.wish_to} AND ${t.wish_to} <= ${t.draw_at} AND ${t.draw_at} <= ${t.publish_at} AND ${t.publish_at} <= ${t.first_come_from}`,
    ),
  ],
);

/**
 * A family's wish list of a season (issue 37 part 2): the family (its person) and the emergency phones, with the
 * receipt (a hash of the wishes) its last save sent; one per family and season, replaced whole by each save.
 */
export const wishLists = pgTable(
  'wish_lists',
  {
    id: serial('id').primaryKey(),
    season_id: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
    person_id: integer('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    emergency_contact1_phone: varchar('emergency_contact1_phone', { length: 40 }),
    emergency_contact2_phone: varchar('emergency_contact2_phone', { length: 40 }),
    receipt: varchar('receipt', { length: 64 }).notNull(),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('wish_lists_season_person_unique').on(t.season_id, t.person_id), index('wish_lists_person_idx').on(t.person_id)],
);

/** A child of a wish list: at most how many weeks, and what a booking would ask about it (stored on a granted registration). */
export const wishListChildren = pgTable(
  'wish_list_children',
  {
    wish_list_id: integer('wish_list_id').notNull().references(() => wishLists.id, { onDelete: 'cascade' }),
    child_id: integer('child_id').notNull().references(() => children.id, { onDelete: 'cascade' }),
    max_weeks: integer('max_weeks').notNull(),
    leave_alone: boolean('leave_alone').notNull().default(false),
    swimming_help: boolean('swimming_help').notNull().default(false),
    medicaments: text('medicaments'),
    incompatibilities: text('incompatibilities'),
    allergies: text('allergies'),
  },
  (t) => [primaryKey({ columns: [t.wish_list_id, t.child_id] }), index('wish_list_children_child_idx').on(t.child_id)],
);

/** A child's answers to the own questions (custom fields) of a course it wishes, as a booking of that course asks them. */
export const wishAnswers = pgTable(
  'wish_answers',
  {
    wish_list_id: integer('wish_list_id').notNull().references(() => wishLists.id, { onDelete: 'cascade' }),
    child_id: integer('child_id').notNull().references(() => children.id, { onDelete: 'cascade' }),
    course_id: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    custom_field: text('custom_field'),
    custom_field_2: text('custom_field_2'),
    custom_field_3: text('custom_field_3'),
  },
  (t) => [primaryKey({ columns: [t.wish_list_id, t.child_id, t.course_id] }), index('wish_answers_child_idx').on(t.child_id)],
);

/** A child's wishes, best first (`rank` from 1); one per week, as the draw grants a week at most once. */
export const wishes = pgTable(
  'wishes',
  {
    wish_list_id: integer('wish_list_id').notNull().references(() => wishLists.id, { onDelete: 'cascade' }),
    child_id: integer('child_id').notNull().references(() => children.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    course_week_id: integer('course_week_id').notNull().references(() => courseWeeks.id, { onDelete: 'cascade' }),
    day_type: dayTypeEnum('day_type').notNull(),
    together: boolean('together').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.wish_list_id, t.child_id, t.rank] }),
    uniqueIndex('wishes_child_week_unique').on(t.wish_list_id, t.child_id, t.course_week_id),
    index('wishes_week_idx').on(t.course_week_id),
  ],
);

/**
 * A friend group of a season's week (issue 37 part 2): children of different families who want that week
 * together or not at all. A family opens it for one of its children and shares the code; another family joins
 * with the code (at most 4 children). In the draw its members share a group and draw at the latest position
 * of their households, so joining never improves anyone's odds.
 */
export const friendGroups = pgTable(
  'friend_groups',
  {
    id: serial('id').primaryKey(),
    season_id: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
    course_week_id: integer('course_week_id').notNull().references(() => courseWeeks.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 16 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('friend_groups_code_unique').on(t.code), index('friend_groups_season_idx').on(t.season_id)],
);

/** A child in a friend group, with the family that put it there; the service keeps a child in at most one group per week. */
export const friendGroupMembers = pgTable(
  'friend_group_members',
  {
    friend_group_id: integer('friend_group_id').notNull().references(() => friendGroups.id, { onDelete: 'cascade' }),
    child_id: integer('child_id').notNull().references(() => children.id, { onDelete: 'cascade' }),
    person_id: integer('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    joined_at: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.friend_group_id, t.child_id] }), index('friend_group_members_child_idx').on(t.child_id), index('friend_group_members_person_idx').on(t.person_id)],
);

/**
 * A run of a season's draw (issue 37 part 3, decision 028): a trial with a throwaway seed, or the one official
 * run (a unique index, not a check in code) whose seed is SHA-256(secret ‖ public number). Children and
 * households are numbers in `input` (the audit's files); `draw_outcomes` links an official run's numbers to
 * the children. `result` is the canonical result text, whose SHA-256 is `result_digest`.
 */
export const drawRuns = pgTable(
  'draw_runs',
  {
    id: serial('id').primaryKey(),
    season_id: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
    official: boolean('official').notNull().default(false),
    algorithm: varchar('algorithm', { length: 40 }).notNull(),
    seed: varchar('seed', { length: 64 }).notNull(),
    secret: text('secret'),
    public_number: text('public_number'),
    input_digest: varchar('input_digest', { length: 64 }).notNull(),
    result_digest: varchar('result_digest', { length: 64 }).notNull(),
    households: integer('households').notNull(),
    input: text('input'),
    result: text('result'),
    statistics: jsonb('statistics').notNull(),
    baseline: jsonb('baseline').notNull(),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    /** When the official run's result reached the families: registrations, bookings and e-mails in one transaction. */
    published_at: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('draw_runs_one_official').on(t.season_id).where(sql`${t.official}`),
    index('draw_runs_season_idx').on(t.season_id),
  ],
);

/**
 * What the official draw did for one child: its numbers in the audit files, its household's position, the
 * weeks granted, its waiting lists and the explanation per round. Shown to the family once published.
 */
export const drawOutcomes = pgTable(
  'draw_outcomes',
  {
    draw_run_id: integer('draw_run_id').notNull().references(() => drawRuns.id, { onDelete: 'cascade' }),
    child_id: integer('child_id').notNull().references(() => children.id, { onDelete: 'cascade' }),
    person_id: integer('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
    child_number: integer('child_number').notNull(),
    household_number: integer('household_number').notNull(),
    position: integer('position').notNull(),
    draws_at: integer('draws_at').notNull(),
    granted: jsonb('granted').notNull(),
    waiting: jsonb('waiting').notNull(),
    rounds: jsonb('rounds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.draw_run_id, t.child_id] }), index('draw_outcomes_person_idx').on(t.person_id)],
);
