import { apiEndpoint, businessProfile, connectionTest, dataResponse, errorResponse, studioContact, systemInfo, updateBusinessProfileInput } from '@portal/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authenticate.ts';
import type { BusinessProfileService } from './business-profile.service.ts';
import type { SystemService } from './system.service.ts';
import { permitted } from '../../access/route-access.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const tags = ['settings'];

/** The owner's Settings screen: the business profile, the connection and storage in use, Test Connection, the endpoint table. */
export const settingsRoutes = ({ businessProfile: profile, system }: { businessProfile: BusinessProfileService; system: SystemService }): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/settings/business/', {
    config: { access: permitted('settings.manage') },
    schema: { tags, summary: 'The business profile invoices print', response: { 200: dataResponse(businessProfile), ...errors } },
    handler: async (request) => ({ success: true as const, data: await profile.get(actorOf(request)) }),
  });

  app.post('/api/v1/settings/business/', {
    config: { access: permitted('settings.manage') },
    schema: { tags, summary: 'Update the business profile', body: updateBusinessProfileInput, response: { 200: dataResponse(businessProfile), ...errors } },
    handler: async (request) => ({
      success: true as const,
      message: 'Business profile saved successfully!',
      data: await profile.update(actorOf(request), request.body),
    }),
  });

  app.get('/api/v1/settings/contact/', {
    config: { access: permitted('session.read') },
    schema: { tags, summary: "The studio's name, e-mail, phone and address, for everyone signed in", response: { 200: dataResponse(studioContact), ...errors } },
    handler: async (request) => ({ success: true as const, data: await profile.contact(actorOf(request)) }),
  });

  app.get('/api/v1/settings/system/', {
    config: { access: permitted('settings.manage') },
    schema: { tags, summary: 'Database, storage and mail in use (no secrets)', response: { 200: dataResponse(systemInfo), ...errors } },
    handler: async (request) => ({ success: true as const, data: system.info(actorOf(request)) }),
  });

  app.post('/api/v1/settings/test-connection/', {
    config: { access: permitted('settings.manage') },
    schema: { tags, summary: 'Check the database and the file store, timed', response: { 200: dataResponse(connectionTest), ...errors } },
    handler: async (request) => ({ success: true as const, data: await system.testConnection(actorOf(request)) }),
  });

  app.get('/api/v1/settings/endpoints/', {
    config: { access: permitted('settings.manage') },
    schema: { tags, summary: 'Every API operation, from the OpenAPI document', response: { 200: dataResponse(z.array(apiEndpoint)), ...errors } },
    handler: async (request) => ({ success: true as const, data: system.endpoints(actorOf(request)) }),
  });
};
