// Portal settings' public entry: the create-portal dialog reuses its fields.
export { PortalContactFields, PortalLookFields } from './portal-fields';
