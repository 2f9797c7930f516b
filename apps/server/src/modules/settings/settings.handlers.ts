import type { SettingsOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { BusinessProfileService } from './business-profile.service.ts';
import type { SystemService } from './system.service.ts';

/** The owner's Settings screen: the business profile, the connection and storage in use, Test Connection, the endpoint table. */
export const settingsHandlers = ({ businessProfile: profile, system }: { businessProfile: BusinessProfileService; system: SystemService }): OperationHandlers<SettingsOperationName> => ({
  getBusinessProfile: async (request) => ({ success: true, data: await profile.get(actorOf(request)) }),
  updateBusinessProfile: async (request) => ({ success: true, message: 'Business profile saved successfully!', data: await profile.update(actorOf(request), request.body) }),
  getStudioContact: async (request) => ({ success: true, data: await profile.contact(actorOf(request)) }),
  getSystemInfo: async (request) => ({ success: true, data: system.info(actorOf(request)) }),
  testConnection: async (request) => ({ success: true, data: await system.testConnection(actorOf(request)) }),
  listApiEndpoints: async (request) => ({ success: true, data: system.endpoints(actorOf(request)) }),
});
