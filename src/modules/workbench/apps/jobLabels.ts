import type { JobStatus } from '../api/workbenchApi';

export const JOB_STATUS_COLOR: Readonly<Record<JobStatus, string>> = {
  PENDING: 'warning', RUNNING: 'processing', COMPLETED: 'success', FAILED: 'error', CANCELLED: 'default',
};
