import { expect, test } from '../fixtures';

test('the footer leads to the privacy notice, which states the retention periods of the options in both languages', async ({ page, request }) => {
  const response = await request.get('/api/options');
  const { data } = (await response.json()) as { data: { key: string; value: string }[] };
  const months = data.find(({ key }) => key === 'health_retention_months')!.value;

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page).toHaveURL(/\/privacy-notice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutz' })).toBeVisible();
  const retention = page.getByRole('region', { name: 'Datenaufbewahrung' });
  await expect(retention.getByText(new RegExp(`^Bis ${months} Monate? nach der letzten Woche der Saison`))).toBeVisible();
  await expect(retention.getByText(/^10 Jahre\. Wird das Konto gelöscht/)).toBeVisible();

  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('region', { name: 'Conservazione dei dati' }).getByText(new RegExp(`^Fino a ${months} mes[ei] dopo`))).toBeVisible();
});
