import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCategories, courses } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { requester, uniqueTag as tag, type Method } from '../../../test/support/http';
import { allActionsOn, bearer, createStaffUser, parentHeaders, signIn, staffHeaders } from '../../../test/support/factories';

let ctx: TestContext;
let staff: Record<string, string>;
let parent: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await staffHeaders(ctx.app, ctx.db, allActionsOn('courseCategory'));
  parent = await parentHeaders(ctx.app);
});
afterAll(() => ctx.close());

const call = requester(() => ctx.app);

interface Category {
  id: number;
  name: string;
  name_it: string;
  course_category_id: number | null;
  parent: { id: number; name: string; name_it: string } | null;
}

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sport',
  name_it: 'Sport IT',
  description: 'Bewegung',
  description_it: 'Movimento',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/courseCategory', staff, payload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Category;
}

const list = async (query: string) => {
  const response = await call('GET', `/api/courseCategory?${query}`, staff);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Category[]; meta: { total: number } };
};

const parentError = async (method: 'POST' | 'PUT', url: string, parentId: unknown, lang = 'de') => {
  const response = await call(method, url, { ...staff, 'api-lang': lang }, payload({ course_category_id: parentId }));
  expect(response.statusCode, response.body).toBe(422);
  return response.json().errors.course_category_id as string[];
};

describe('access', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/courseCategory'],
    ['GET', '/api/courseCategory/1'],
    ['POST', '/api/courseCategory'],
    ['PUT', '/api/courseCategory/1'],
    ['DELETE', '/api/courseCategory/1'],
  ];

  it.each(routes)('%s %s answers 401 without sign-in and 403 for a parent', async (method, url) => {
    const body = method === 'POST' || method === 'PUT' ? payload() : undefined;
    expect((await call(method, url, {}, body)).statusCode).toBe(401);
    const forbidden = await call(method, url, parent, body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Keine Berechtigung');
  });

  it('lets staff who edit courses load the list for the course form', async () => {
    const user = await createStaffUser(ctx.db, ['course.update']);
    const courseEditor = bearer(await signIn(ctx.app, user.email, user.password));
    expect((await call('GET', '/api/courseCategory?itemsPerPage=-1&top_level=1', courseEditor)).statusCode).toBe(200);
    expect((await call('POST', '/api/courseCategory', courseEditor, payload())).statusCode).toBe(403);
  });
});

describe('create, read, update, delete', () => {
  it('creates a category and a sub-category; the sub-category answers its parent', async () => {
    const response = await call('POST', '/api/courseCategory', staff, payload({ name: 'Natur', name_it: 'Natura' }));
    expect(response.statusCode).toBe(201);
    const top = response.json();
    expect(top).toEqual({
      success: true,
      message: 'Gespeichert.',
      data: {
        id: expect.any(Number),
        name: 'Natur',
        name_it: 'Natura',
        description: 'Bewegung',
        description_it: 'Movimento',
        course_category_id: null,
        parent: null,
      },
    });

    const child = await create({ name: 'Wald', name_it: 'Bosco', course_category_id: top.data.id });
    expect(child.course_category_id).toBe(top.data.id);
    expect(child.parent).toEqual({ id: top.data.id, name: 'Natur', name_it: 'Natura' });
    const read = await call('GET', `/api/courseCategory/${child.id}`, staff);
    expect(read.json()).toEqual({ data: child });
  });

  it('refuses missing fields with 422 and the message on each field, in German and Italian', async () => {
    const response = await call('POST', '/api/courseCategory', staff, { name: 'Sport', description: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name_it: ['Dieses Feld ist erforderlich.'],
      description: ['Dieses Feld ist erforderlich.'],
      description_it: ['Dieses Feld ist erforderlich.'],
    });
    const italian = await call('POST', '/api/courseCategory', { ...staff, 'api-lang': 'it' }, payload({ name: '' }));
    expect(italian.json().errors).toEqual({ name: ['Questo campo è obbligatorio.'] });
    expect(await parentError('POST', '/api/courseCategory', 'abc')).toEqual(['Der Wert ist ungültig.']);
  });

  it('updates a category and can take its parent away', async () => {
    const top = await create();
    const child = await create({ course_category_id: top.id });
    const response = await call('PUT', `/api/courseCategory/${child.id}`, staff, payload({ name: 'Neu', course_category_id: null }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Gespeichert.',
      data: { id: child.id, name: 'Neu', course_category_id: null, parent: null },
    });
  });

  it('deletes a category; refuses with 409 while it has sub-categories or courses', async () => {
    const top = await create();
    const child = await create({ course_category_id: top.id });
    const withChildren = await call('DELETE', `/api/courseCategory/${top.id}`, staff);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toBe('Die Kategorie hat Unterkategorien und kann nicht gelöscht werden.');

    await ctx.db.insert(courses).values({ name: 'Kurs', name_it: 'Corso', year: 2025, max_participants: 10, course_category_id: child.id });
    const withCourse = await call('DELETE', `/api/courseCategory/${child.id}`, { ...staff, 'api-lang': 'it' });
    expect(withCourse.statusCode).toBe(409);
    expect(withCourse.json().message).toBe('La categoria è ancora utilizzata da corsi e non può essere eliminata.');
    expect(await ctx.db.select().from(courseCategories).where(eq(courseCategories.id, child.id))).toHaveLength(1);

    await ctx.db.delete(courses).where(eq(courses.course_category_id, child.id));
    expect((await call('DELETE', `/api/courseCategory/${child.id}`, staff)).json()).toEqual({ success: true, message: 'Gelöscht.' });
    expect((await call('DELETE', `/api/courseCategory/${top.id}`, staff)).statusCode).toBe(200);
    expect((await call('GET', `/api/courseCategory/${top.id}`, staff)).statusCode).toBe(404);
  });

  it.each(['999999', 'abc', '2147483648'])('answers 404 for the id %s', async (id) => {
    expect((await call('GET', `/api/courseCategory/${id}`, staff)).statusCode).toBe(404);
    expect((await call('PUT', `/api/courseCategory/${id}`, staff, payload())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/courseCategory/${id}`, staff)).statusCode).toBe(404);
  });
});

describe('two levels', () => {
  it('refuses a parent that does not exist or is itself a sub-category', async () => {
    expect(await parentError('POST', '/api/courseCategory', 999999)).toEqual(['Die gewählte übergeordnete Kategorie gibt es nicht.']);
    const top = await create();
    const child = await create({ course_category_id: top.id });
    expect(await parentError('POST', '/api/courseCategory', child.id)).toEqual([
      'Nur eine Hauptkategorie (ohne eigene übergeordnete Kategorie) kann übergeordnet sein.',
    ]);
    expect(await parentError('POST', '/api/courseCategory', child.id, 'it')).toEqual([
      'Solo una categoria principale (senza categoria superiore) può essere scelta come superiore.',
    ]);
  });

  it('refuses the category itself as its parent', async () => {
    const top = await create();
    expect(await parentError('PUT', `/api/courseCategory/${top.id}`, top.id)).toEqual([
      'Eine Kategorie kann nicht sich selbst übergeordnet sein.',
    ]);
  });

  it('refuses a parent for a category that has sub-categories (that would make three levels)', async () => {
    const top = await create();
    await create({ course_category_id: top.id });
    const other = await create();
    expect(await parentError('PUT', `/api/courseCategory/${top.id}`, other.id)).toEqual([
      'Die Kategorie hat Unterkategorien und kann daher keiner anderen Kategorie untergeordnet werden.',
    ]);
    const [stored] = await ctx.db.select().from(courseCategories).where(eq(courseCategories.id, top.id));
    expect(stored?.parent_id).toBeNull();
  });

  it('moves a sub-category to another top-level category', async () => {
    const first = await create();
    const second = await create({ name: 'Zweite' });
    const child = await create({ course_category_id: first.id });
    const moved = await call('PUT', `/api/courseCategory/${child.id}`, staff, payload({ course_category_id: second.id }));
    expect(moved.json().data.parent).toEqual({ id: second.id, name: 'Zweite', name_it: 'Sport IT' });
  });
});

describe('list', () => {
  it('shows the parent, filters top-level categories and the children of one, and pages', async () => {
    const word = tag();
    const top = await create({ name: `${word} top` });
    for (let i = 1; i <= 11; i++) await create({ name: `${word} child ${String(i).padStart(2, '0')}`, course_category_id: top.id });

    const all = await list(`search=${word}&itemsPerPage=10`);
    expect(all.meta.total).toBe(12);
    expect(all.data).toHaveLength(10);
    expect(all.data[0]!.parent).toEqual({ id: top.id, name: `${word} top`, name_it: 'Sport IT' });
    expect((await list(`search=${word}&itemsPerPage=15`)).data).toHaveLength(12);
    expect((await list(`search=${word}&itemsPerPage=-1&top_level=1`)).data.map((row) => row.id)).toEqual([top.id]);
    expect((await list(`search=${word}&top_level=0`)).meta.total).toBe(11);
    const children = await list(`parent=${top.id}&itemsPerPage=10&page=2`);
    expect(children.meta.total).toBe(11);
    expect(children.data.map((row) => row.name)).toEqual([`${word} child 11`]);
  });

  it("sorts by the parent's name and then the name, and finds sub-categories by their parent's name", async () => {
    const word = tag();
    const alpha = await create({ name: `alpha ${word}`, name_it: `alfa ${word}` });
    const beta = await create({ name: `beta ${word}` });
    await create({ name: `${word} one`, course_category_id: alpha.id });
    await create({ name: `${word} two`, course_category_id: alpha.id });
    await create({ name: `${word} three`, course_category_id: beta.id });

    const sorted = await list(`search=${word}&top_level=0&sortBy=parent_name&sortBy=name&sortDesc=true&sortDesc=false`);
    expect(sorted.data.map((row) => row.name.replace(`${word} `, ''))).toEqual(['three', 'one', 'two']);
    const found = await list(`search=${encodeURIComponent(`alfa ${word}`)}&top_level=0&sortBy=name`);
    expect(found.data.map((row) => row.name.replace(`${word} `, ''))).toEqual(['one', 'two']);
  });

  it('refuses unknown sort columns and filter values with 422', async () => {
    const response = await call('GET', '/api/courseCategory?sortBy=description', staff);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ sortBy: ['Bitte einen der angebotenen Werte wählen.'] });
    const filter = await call('GET', '/api/courseCategory?top_level=yes&parent=x', staff);
    expect(Object.keys(filter.json().errors).sort()).toEqual(['parent', 'top_level']);
  });
});
