import type { Deps } from '../../deps';
import { DEFAULT_COMPLAINTS, type ComplaintConfig } from '../../settings/complaint-settings';

export const complaintConfig = (deps: Pick<Deps, 'config'>): ComplaintConfig =>
  deps.config.complaints ?? DEFAULT_COMPLAINTS;
