import { expect, signIn, test } from '../fixtures';
import { field, signInThroughForm, uniqueTaxCode } from '../parents';

/**
 * The office on the phone with a family (issue 10): the Superadmin creates a Staff account; the staff member
 * finds no user management, finds the parent, opens its page, corrects a child's name and adds the second
 * parent to the child.
 */
test('staff find a parent, correct a child and add a second parent', async ({ adminPage: page, adminToken, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `E2e${Date.now().toString(36)}`;
  const headers = { authorization: `Bearer ${adminToken}` };
  const person = async (lastName: string) => {
    const response = await request.post('/api/parent', {
      headers,
      data: { first_name: 'Paolo', last_name: lastName, address: 'Via Roma 3', place: 'Bolzano', tax: uniqueTaxCode(), email: `${lastName.toLowerCase()}@example.org`, phone: '+39 340 1234567', lang: 'de' },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const parentId = await person(`Family${tag}`);
  await person(`Second${tag}`);
  const child = await request.post('/api/child', {
    headers,
    data: { first_name: 'Lnea', last_name: `Family${tag}`, tax: uniqueTaxCode(), lang: 'de', phone: '+39 340 1234567', school: 'gs_2', parent_id: parentId },
  });
  expect(child.status(), await child.text()).toBe(201);

  // The Superadmin creates the staff account; the generated password is shown once.
  const email = `staff-${tag.toLowerCase()}@example.org`;
  await page.goto('/be/users/create');
  await field(page, 'Name').fill('E2E Office');
  await field(page, 'E-Mail').fill(email);
  await page.getByRole('combobox', { name: 'Rollen' }).click();
  await page.getByRole('option', { name: 'Staff', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Erzeugtes Passwort' });
  const password = await dialog.getByLabel('Passwort').inputValue();
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  expect(await signIn(request, { email, password })).toBeTruthy();

  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const staff = await context.newPage();
  await staff.goto('/login?redirect=%2Fbe%2Fperson');
  await signInThroughForm(staff, { email, password });
  await expect(staff).toHaveURL(/\/be\/person$/);
  const navigation = staff.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation.getByRole('link', { name: 'Eltern', exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Benutzer', exact: true })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Rollen', exact: true })).toHaveCount(0);
  await staff.goto('/be/users');
  await expect(staff).toHaveURL(/\/403$/);
  await staff.goto('/be/person');

  // Finds the parent and opens its page: contact links and the child.
  await staff.getByRole('searchbox', { name: 'Suchen' }).fill(`family${tag}`);
  await staff.getByRole('link', { name: `Ansehen: Paolo Family${tag}` }).click();
  await expect(staff).toHaveURL(/\/be\/person\/\d+\/show$/);
  await expect(staff.getByRole('link', { name: `family${tag.toLowerCase()}@example.org` })).toHaveAttribute('href', `mailto:family${tag.toLowerCase()}@example.org`);
  await expect(staff.getByRole('link', { name: '+39 340 1234567' })).toHaveAttribute('href', 'tel:+393401234567');
  await expect(staff.getByRole('tab', { name: 'Aktuell' })).toBeVisible();
  await staff.getByRole('link', { name: `Lnea Family${tag}` }).click();
  await expect(staff).toHaveURL(/\/be\/child\/\d+$/);

  // Corrects the child's name.
  await field(staff, 'Vorname').fill('Lena');
  await staff.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(staff.getByRole('heading', { name: `Lena Family${tag}` })).toBeVisible();

  // Adds the second parent.
  const picker = staff.getByRole('combobox', { name: 'Elternteil hinzufügen' });
  await picker.fill(`second${tag}`);
  await staff.getByRole('option', { name: new RegExp(`Paolo Second${tag}`) }).click();
  await staff.getByRole('button', { name: 'Elternteil hinzufügen' }).click();
  const parents = staff.getByRole('region', { name: 'Eltern' });
  await expect(parents.getByRole('link', { name: `Paolo Second${tag} (Bolzano)` })).toBeVisible();
  await expect(parents.getByRole('link', { name: `Paolo Family${tag} (Bolzano)` })).toBeVisible();

  // The list shows both parents with the corrected name.
  await staff.goto('/be/child');
  await staff.getByRole('searchbox', { name: 'Suchen' }).fill(`family${tag}`);
  const row = staff.getByRole('row').filter({ has: staff.getByRole('cell', { name: `Family${tag}`, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Lena', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `Paolo Second${tag} (Bolzano)` })).toBeVisible();
  await context.close();
});

test('a refused save of a new parent brings the first field in error into view and focus', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/be/person/create');
  await field(page, 'Adresse').fill('Lauben 1');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const firstName = field(page, 'Vorname');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toBeInViewport();
});
