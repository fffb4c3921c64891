import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openEditor, saveButton, setUpAdminTests } from '@/test/admin-screen';
import { OWNER_LANDING } from '@/test/fixtures';

setUpAdminTests();

describe('admin: the site’s theme', () => {
  it('is Dark for a document without one, and saved as chosen', async () => {
    const { user, api } = await openEditor();
    const choice = screen.getByRole('combobox', { name: 'Site theme' });
    expect(choice).toHaveValue('dark');
    expect([...(choice as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Dark',
      'Light',
      'System',
    ]);

    await user.selectOptions(choice, 'System');
    await user.click(saveButton());

    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.state.portfolio).toEqual({ ...OWNER_LANDING, appearance: { theme: 'system' } });
  });

  it("offers the admin's own theme control, showing the choice the head script says is in use", async () => {
    document.documentElement.dataset.themeChoice = 'light';
    try {
      await openEditor();

      expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('light');
    } finally {
      delete document.documentElement.dataset.themeChoice;
    }
  });
});
