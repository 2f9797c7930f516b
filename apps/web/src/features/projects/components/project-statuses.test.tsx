import { projectStatus } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render-route';
import { mockApi } from '@/test/render-screen';
import { projectStatuses, projectStatusLooks } from '@/lib/project-status';
import { makeProject, makeProjectList, polyfillRadix, signInAsStaff } from '@/test/project-fixtures';
import { ProjectStatusBadge } from '@/components/project-status-badge';
import { ProjectsScreen } from './projects-screen';
import { StatusDropdown } from './status-dropdown';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const labels = projectStatuses.map((status) => projectStatusLooks[status].label);
const byStatus = { pending: 1, 'in progress': 2, review: 3, completed: 4, 'on hold': 5, cancelled: 6 };

beforeEach(() => {
  polyfillRadix();
  signInAsStaff();
  mockApi({ listProjects: makeProjectList([makeProject()], { stats: { ...makeProjectList([]).stats, total: 21, by_status: byStatus } }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('one list of project statuses', () => {
  it('is the list the API accepts, each status with its own label and a badge colour', () => {
    expect(projectStatuses).toEqual(projectStatus.options);
    expect(Object.keys(projectStatusLooks).sort()).toEqual([...projectStatuses].sort());
    expect(new Set(labels).size).toBe(projectStatuses.length);
    for (const status of projectStatuses) expect(['green', 'blue', 'yellow', 'red', 'grey']).toContain(projectStatusLooks[status].tone);
  });

  it('keeps the colours of the status badges: completed green, in progress blue, pending yellow, on hold and cancelled red, review grey', () => {
    expect(Object.fromEntries(projectStatuses.map((status) => [status, projectStatusLooks[status].tone]))).toEqual({
      pending: 'yellow',
      'in progress': 'blue',
      review: 'grey',
      completed: 'green',
      'on hold': 'red',
      cancelled: 'red',
    });
  });

  it('badges every status with its label and colour, a loosely written one too, and an unknown one in grey as written', () => {
    render(
      <>
        {projectStatuses.map((status) => (
          <ProjectStatusBadge key={status} status={status} />
        ))}
        <ProjectStatusBadge status="On-Hold" data-testid="loose" />
        <ProjectStatusBadge status="archived" />
      </>,
    );
    for (const status of projectStatuses) {
      const { label, tone } = projectStatusLooks[status];
      expect(screen.getByLabelText(`Status: ${label}`, { selector: `[data-tone="${tone}"]:not([data-testid])` })).toHaveTextContent(label);
    }
    expect(screen.getByTestId('loose')).toHaveTextContent('On Hold');
    expect(screen.getByTestId('loose')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('archived')).toHaveAttribute('data-tone', 'grey');
  });

  it('offers every status, in the same order, in the Update Status dropdown', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/project/7', element: <StatusDropdown project={makeProject()} /> }], '/project/7');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(labels);
  });

  it('offers every status in the Projects filter and counts each on a stat card', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/projects', Component: ProjectsScreen }], '/projects');
    await screen.findByRole('link', { name: 'Harbour View listing' });
    for (const status of projectStatuses) expect(screen.getByTestId(`stat-${projectStatusLooks[status].label}`)).toHaveTextContent(String(byStatus[status]));
    expect(screen.getByTestId('stat-Total Projects')).toHaveTextContent('21');

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All Status', ...labels]);
  });
});
