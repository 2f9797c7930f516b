import { defineRoutes } from '../define.ts';

const owner = { permission: 'settings.manage' } as const;
const anyone = { public: true } as const;

/** The owner's Settings screen: the business profile, the connection and storage in use, Test Connection, the endpoint table. */
export const settingsRoutes = defineRoutes({
  getBusinessProfile: { method: 'GET', path: '/api/v1/settings/business/', access: owner },
  updateBusinessProfile: { method: 'POST', path: '/api/v1/settings/business/', access: owner },
  getStudioContact: { method: 'GET', path: '/api/v1/settings/contact/', access: { permission: 'session.read' } },
  getSystemInfo: { method: 'GET', path: '/api/v1/settings/system/', access: owner },
  testConnection: { method: 'POST', path: '/api/v1/settings/test-connection/', access: owner },
  listApiEndpoints: { method: 'GET', path: '/api/v1/settings/endpoints/', access: owner },
});
export type SettingsOperationName = keyof typeof settingsRoutes;

/** The business name and logo: read by anyone (sign-in pages show them), changed by the owner. */
export const brandingRoutes = defineRoutes({
  getBranding: { method: 'GET', path: '/api/v1/branding/', access: anyone },
  getBrandingLogo: { method: 'GET', path: '/api/v1/branding/logo/', access: anyone, file: 'image/png' },
  uploadLogo: { method: 'POST', path: '/api/v1/settings/business/logo/', access: owner, upload: 'multipart' },
  removeLogo: { method: 'DELETE', path: '/api/v1/settings/business/logo/', access: owner },
});
export type BrandingOperationName = keyof typeof brandingRoutes;
