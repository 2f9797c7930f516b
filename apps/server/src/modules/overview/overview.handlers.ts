import type { OverviewOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { OverviewService } from './overview.service.ts';

export const overviewHandlers = (service: OverviewService): OperationHandlers<OverviewOperationName> => ({
  getOverview: async (request) => ({ success: true, data: await service.get(actorOf(request), request.query.period) }),
});
