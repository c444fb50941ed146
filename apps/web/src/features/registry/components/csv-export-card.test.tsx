import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../test/render';
import { registryTextValues as texts } from '../text-values';
import { CsvExportCard } from './csv-export-card';

describe('CsvExportCard', () => {
  it('downloads the CSV with column titles in the chosen language', async () => {
    const { user } = renderInApp(<CsvExportCard />);
    const link = screen.getByRole('link', { name: texts['ui.registry.csvDownload'] });
    expect(link).toHaveAttribute('href', '/api/v1/hospital/registry.csv?lang=en');
    expect(link).toHaveAttribute('download');

    await user.click(screen.getByText('ગુજરાતી'));
    expect(link).toHaveAttribute('href', '/api/v1/hospital/registry.csv?lang=gu');
    expect(screen.getByRole('region', { name: texts['ui.registry.csvTitle'] })).toBeVisible();
  });
});
